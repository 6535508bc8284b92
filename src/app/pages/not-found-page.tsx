import { Link } from 'react-router-dom';
import { pageTitles, uiText } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown path: 'Página não encontrada'. */
export function NotFoundPage() {
  useDocumentTitle(pageTitles.notFound);

  return (
    <section className="app-status-page">
      <i className="pi pi-compass" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
      <h1 className="app-page-title">{pageTitles.notFound}</h1>
      <Link className="p-button p-component" to="/dashboard">
        {uiText.backToDashboard}
      </Link>
    </section>
  );
}
