import { literal } from '../expressions';
import type { Manifest } from '../manifest-schema';
import { file, ImportSet, MODULES, objectLiteral, resourceConst } from './shared';

/**
 * generated/tables/resources.ts: the resource table (ResourceInfo: route segment, id parameter, pt-BR names,
 * API prefix, capabilities), typed by src/lib/resources/resource-info.ts.
 */
export function renderResources({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const infoType = imports.type(MODULES.resourceInfo, 'ResourceInfo');
  const declarations = manifest.resources.map((resource) => {
    const info = objectLiteral([
      ['segment', literal(resource.segment)],
      ['idParam', literal(resource.idParam)],
      ['singular', literal(resource.singular)],
      ['plural', literal(resource.plural)],
      ['gender', literal(resource.gender)],
      ['hasConfig', resource.hasConfig ? 'true' : undefined],
      ['recurso', literal(resource.recurso)],
      ['importable', resource.importable ? 'true' : undefined],
      ['recordLabel', literal(resource.recordLabel)],
    ]);
    return `export const ${resourceConst(resource)}: ${infoType} = ${info};`;
  });

  const body = `
${declarations.join('\n\n')}

/** Every resource of the app, in the manifest's order. */
export const resources: readonly ${infoType}[] = [${manifest.resources.map(resourceConst).join(', ')}];
`;
  return file(imports, body);
}
