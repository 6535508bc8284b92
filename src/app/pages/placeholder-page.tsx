import { useDocumentTitle } from '@/lib/use-document-title';

export interface PlaceholderPageProps {
  /** pt-BR page title, e.g. 'Cidades' or 'Nova cidade'. */
  title: string;
}

/** Stand-in for a page not built yet: only its title. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  useDocumentTitle(title);

  return <h1 className="app-page-title">{title}</h1>;
}
