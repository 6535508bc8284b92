import type { Manifest } from '../manifest-schema';
import { configPageComponent } from './config';
import {
  file,
  ImportSet,
  LIST_PREFETCH,
  MODULES,
  objectLiteral,
  PAGE_KINDS,
  PAGES,
  pageComponent,
  resourceConst,
} from './shared';

/** Among the pages it loads lazily (`./<segment>/<page>-page`): one room, one lint rule. */
export const ROUTES_FILE = `${PAGES}/routes.tsx`;

/**
 * generated/pages/routes.tsx: one route record per resource (ResourceRouteRecord of
 * src/lib/resources/resource-info.ts): its entry of generated/tables/resources.ts (segment, id parameter,
 * names; the router words the titles with resourceTitles) and the lazy loaders of its list, form (novo and
 * :id/edita) and view (:id/consulta) pages and of the configuration page the manifest declares (`config`),
 * each resolving to a react-router lazy route ({ Component }; the list's with its request starter, which the
 * list route's loader calls). The router builds the resource routes from these records; the flags of each
 * page follow from the permission entities (src/lib/resources/resource-access.ts).
 */
export function renderRoutes({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const recordType = imports.type(MODULES.resourceInfo, 'ResourceRouteRecord');
  const records = manifest.resources.map((resource) => {
    // The list page passes on its request starter: the list route's loader starts the request with it.
    const passedOn = (page: string) => (page === 'list' ? `, ${LIST_PREFETCH}: module.${LIST_PREFETCH}` : '');
    const loaders: Array<[string, string]> = PAGE_KINDS.map((page) => [
      page,
      `() => import('./${resource.segment}/${page}-page').then((module) => ({ Component: module.${pageComponent(resource, page)}${passedOn(page)} }))`,
    ]);
    if (resource.config) {
      loaders.push([
        'config',
        `() => import('./${resource.segment}/config-page').then((module) => ({ Component: module.${configPageComponent(resource)} }))`,
      ]);
    }
    const info = imports.value(MODULES.resources, resourceConst(resource));
    return objectLiteral([
      ['resource', info],
      ['pages', objectLiteral(loaders)],
    ]);
  });

  const body = `
/** The route record of every resource, in the manifest's order (codegen/resources.yaml). */
export const resourceRoutes: readonly ${recordType}[] = [
  ${records.join(',\n')}
];
`;
  return file(imports, body);
}
