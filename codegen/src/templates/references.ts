import { labelExpression, literal } from '../expressions';
import type { Manifest } from '../manifest-schema';
import { apiModule, file, ImportSet, MODULES, objectLiteral, referenceConst } from './shared';

/**
 * generated/references.ts: where reference pickers and filters take their options (ReferenceSource:
 * the list and get calls of another resource, the option label and fixed list params).
 */
export function renderReferences({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const sourceType = imports.type(MODULES.kitTypes, 'ReferenceSource');
  const declarations = Object.entries(manifest.references).map(([name, reference]) => {
    const model = imports.type(MODULES.model, reference.model);
    const source = objectLiteral([
      ['key', literal(name)],
      ['list', imports.value(apiModule(reference.tag), reference.list)],
      ['get', imports.value(apiModule(reference.tag), reference.get)],
      ['label', `(item) => ${labelExpression('item', reference.label)}`],
      ['params', reference.params ? literal(reference.params) : undefined],
    ]);
    return `export const ${referenceConst(name)}: ${sourceType}<${model}> = ${source};`;
  });
  return file(imports, declarations.join('\n\n'));
}
