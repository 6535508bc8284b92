import { isReferenceOf } from '../conventions';
import { camelCase, literal, pascalCase, propertyKey } from '../expressions';
import { filterMatch } from '../filter-match';
import type { Manifest, ResourceEntry } from '../manifest-schema';
import { enumLabelsConst, file, ImportSet, MODULES, objectLiteral, zodModule } from './shared';

/** 'bancos' → bancosMock (generated/tables/mock-resources.ts). */
export const mockConst = (resource: ResourceEntry): string => `${camelCase(resource.segment)}Mock`;

const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

/**
 * The form's reference fields whose picker lists a resource of the manifest, by field name: that
 * resource's API prefix (its table in the mock database).
 */
function referencedTables(manifest: Manifest, resource: ResourceEntry): Array<[string, string]> {
  return resource.form.sections
    .flatMap((section) => section.fields)
    .flatMap((field) => {
      const { reference } = field;
      const listed = reference && manifest.resources.find((item) => isReferenceOf(reference, item.segment));
      return field.kind === 'reference' && listed ? [[field.name, listed.recurso] as [string, string]] : [];
    });
}

function renderMock(manifest: Manifest, resource: ResourceEntry, imports: ImportSet): string {
  const { api } = resource;
  const zod = (name: string) => imports.value(zodModule(api.tag), name);
  const columns = resource.list.columns.map((column) =>
    objectLiteral([
      ['field', literal(column.field)],
      ['header', literal(column.header)],
      ['kind', literal(column.kind)],
      ['labels', column.enum ? imports.value(MODULES.enums, enumLabelsConst(column.enum)) : undefined],
    ]),
  );
  const fields = resource.form.sections
    .flatMap((section) => section.fields)
    .filter((field) => field.kind !== 'image')
    .map((field) => `${field.name}: ${literal(field.kind)}`);
  return objectLiteral([
    ['recurso', literal(resource.recurso)],
    ['label', literal(resource.plural)],
    ['singular', literal(capitalized(resource.singular))],
    ['gender', literal(resource.gender)],
    ['permission', literal(resource.permission)],
    ['defaultSort', literal(resource.defaultSort)],
    ['listQuery', zod(`${pascalCase(api.list)}QueryParams`)],
    ['createBody', zod(api.createBody)],
    ['updateBody', zod(api.updateBody)],
    ['readModel', zod(`${pascalCase(api.get)}Response`)],
    ['columns', `[${columns.join(', ')}]`],
    [
      'filters',
      literal(resource.list.filters.map((filter) => ({ name: filter.name, ...filterMatch(filter) }))),
    ],
    ['fields', `{ ${fields.join(', ')} }`],
    ['references', literal(Object.fromEntries(referencedTables(manifest, resource)))],
  ]);
}

/**
 * generated/tables/mock-resources.ts: what the mock API's generic resource definition
 * (mocks/kit/simple-resource.ts) takes from the manifest, per resource: pt-BR names, permission prefix,
 * default order, the generated zod schemas of the list query, the bodies and the read model, the list columns
 * (search and export), the advanced filters (each with the field it compares and how: filter-match.ts), the
 * kind of each input field (texts kept in capitals) and the table each reference field points at. Also every
 * resource by API prefix (`mockResources`: the mock serves each one) and its read model (`MockModels`: the
 * types of the mock database's tables). Imported by mocks/ only.
 */
export function renderMockResources({ manifest }: { manifest: Manifest }): string {
  const imports = new ImportSet();
  const declarations = manifest.resources.map(
    (resource) =>
      `export const ${mockConst(resource)} = ${renderMock(manifest, resource, imports)} as const;`,
  );
  const models = manifest.resources.map(
    (resource) => `${propertyKey(resource.recurso)}: ${imports.type(MODULES.model, resource.api.model)};`,
  );
  const all = manifest.resources.map(
    (resource) => `${propertyKey(resource.recurso)}: ${mockConst(resource)}`,
  );
  const body = `
${declarations.join('\n\n')}

/** The read model of each resource, by API prefix (the \`recurso\` of the generic calls). */
export interface MockModels {
  ${models.join('\n')}
}

/** Every resource of the manifest, by API prefix. */
export const mockResources = { ${all.join(',\n')} } as const;
`;
  return file(imports, body);
}
