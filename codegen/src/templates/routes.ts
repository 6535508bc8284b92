import { literal } from '../expressions';
import type { Manifest, ResourceEntry } from '../manifest-schema';
import { file, ImportSet, MODULES, objectLiteral, PAGE_KINDS, pageComponent, resourceConst } from './shared';

/**
 * The flags of each page, as src/lib/resources/resource-access.ts derives them from the permission
 * entities: list and :id/consulta canView, novo canCreate, :id/edita canEdit, configuracoes canView or
 * the configuration flag.
 */
function accessOf(resource: ResourceEntry): string {
  const { view, one, edit, config } = resource.flags;
  const viewFlag = `canView${view}`;
  return objectLiteral([
    ['list', literal(viewFlag)],
    ['create', literal(`canCreate${one}`)],
    ['edit', literal(`canEdit${edit ?? one}`)],
    ['view', literal(viewFlag)],
    [
      'config',
      resource.hasConfig && config !== undefined ? literal({ flags: [viewFlag, config] }) : undefined,
    ],
  ]);
}

/**
 * generated/routes.tsx: one route record per resource (ResourceRouteRecord of src/lib/resources/resource-info.ts):
 * its entry of generated/resources.ts (segment, id parameter, names; the router words the titles with
 * resourceTitles), the flags of each page, and the lazy loaders of its list,
 * form (novo and :id/edita) and view (:id/consulta) pages and of the configuration page the manifest names
 * (`config`), each resolving to a react-router lazy route ({ Component }). The router builds the resource
 * routes from these records alone.
 */
export function renderRoutes({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const recordType = imports.type(MODULES.resourceInfo, 'ResourceRouteRecord');
  const records = manifest.resources.map((resource) => {
    const loaders: Array<[string, string]> = PAGE_KINDS.map((page) => [
      page,
      `() => import('./pages/${resource.segment}/${page}-page').then((module) => ({ Component: module.${pageComponent(resource, page)} }))`,
    ]);
    if (resource.config) {
      const { page, module } = resource.config;
      loaders.push([
        'config',
        `() => import(${literal(module)}).then((module) => ({ Component: module.${page} }))`,
      ]);
    }
    const info = imports.value('./resources', resourceConst(resource));
    return objectLiteral([
      ['resource', info],
      ['access', accessOf(resource)],
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
