import { literal } from '../expressions';
import type { Manifest } from '../manifest-schema';
import { file, ImportSet, PAGE_KINDS, pageComponent } from './shared';

/**
 * generated/routes.tsx: per resource segment, the lazy loaders of its list, form (novo and :id/edita)
 * and view (:id/consulta) pages, each resolving to a react-router lazy route ({ Component }).
 */
export function renderRoutes({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const componentType = imports.type('react', 'ComponentType');
  const entries = manifest.resources.map((resource) => {
    const loaders = PAGE_KINDS.map(
      (page) =>
        `${page}: () => import('./pages/${resource.segment}/${page}-page').then((module) => ({ Component: module.${pageComponent(resource, page)} }))`,
    );
    return `${literal(resource.segment)}: { ${loaders.join(',\n')} }`;
  });

  const body = `
/** Loads one page lazily, in the shape of a react-router lazy route. */
export type PageLoader = () => Promise<{ Component: ${componentType} }>;

/** The generated pages of a resource: list, form (novo and :id/edita) and view (:id/consulta). */
export interface ResourcePages {
  list: PageLoader;
  form: PageLoader;
  view: PageLoader;
}

/** Pages by resource segment (codegen/resources.yaml). */
export const resourcePages: Readonly<Record<string, ResourcePages>> = {
  ${entries.join(',\n')}
};
`;
  return file(imports, body);
}
