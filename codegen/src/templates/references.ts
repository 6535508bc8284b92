import { accessor, labelExpression, literal } from '../expressions';
import { cellExpression } from '../field-kinds';
import type { ReferenceEntry } from '../manifest-schema';
import { apiModule, file, ImportSet, MODULES, objectLiteral, referenceConst } from './shared';

/** The values telling apart options whose labels repeat: each path's value, formatted as its kind's list cell. */
function detailFunction(detail: NonNullable<ReferenceEntry['detail']>, imports: ImportSet): string {
  const values = detail.map((entry) => {
    const { field, kind } = typeof entry === 'string' ? { field: entry, kind: 'text' } : entry;
    return cellExpression(kind, { value: accessor('item', field), imports });
  });
  return `(item) => [${values.join(', ')}]`;
}

/**
 * generated/tables/references/<name>.ts: where one reference picker or filter takes its options
 * (ReferenceSource: the list and get calls of another resource, the option label and fixed list params). One
 * module per source, so a page imports only the API modules of the references it uses.
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
    ['detail', reference.detail ? detailFunction(reference.detail, imports) : undefined],
    ['params', reference.params ? literal(reference.params) : undefined],
  ]);
  return file(imports, `export const ${referenceConst(name)}: ${sourceType}<${model}> = ${source};`);
}
