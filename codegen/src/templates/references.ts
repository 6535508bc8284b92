import { labelExpression, literal } from '../expressions';
import type { ReferenceEntry } from '../manifest-schema';
import { apiModule, file, ImportSet, MODULES, objectLiteral, referenceConst } from './shared';

/**
 * generated/references/<name>.ts: where one reference picker or filter takes its options (ReferenceSource:
 * the list and get calls of another resource, the option label and fixed list params). One module per
 * source, so a page imports only the API modules of the references it uses.
 */
export function renderReference(name: string, reference: ReferenceEntry): string {
  const imports = new ImportSet();
  const sourceType = imports.type(MODULES.kitTypes, 'ReferenceSource');
  const model = imports.type(MODULES.model, reference.model);
  const source = objectLiteral([
    ['key', literal(name)],
    ['list', imports.value(apiModule(reference.tag), reference.list)],
    ['get', imports.value(apiModule(reference.tag), reference.get)],
    ['label', `(item) => ${labelExpression('item', reference.label)}`],
    ['params', reference.params ? literal(reference.params) : undefined],
  ]);
  return file(imports, `export const ${referenceConst(name)}: ${sourceType}<${model}> = ${source};`);
}
