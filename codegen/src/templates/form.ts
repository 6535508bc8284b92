import type { Contract, JsonSchema } from '../contract';
import { accessor, labelExpression, literal } from '../expressions';
import { kindRow } from '../field-kinds';
import type { FormFieldEntry, ResourceEntry, RowFieldEntry } from '../manifest-schema';
import { localityLine } from './map';
import {
  apiModule,
  choiceEntries,
  file,
  ImportSet,
  MODULES,
  objectLiteral,
  pageComponent,
  queryOptionsOf,
  resourceConst,
  zodModule,
  type RenderInput,
} from './shared';

const number = (value: number | undefined) => (value === undefined ? undefined : String(value));
const flag = (value: boolean | undefined) => (value ? 'true' : undefined);

/**
 * The input's properties (row properties as `<list>.<property>`) the contract makes required and
 * nullable: a blank value of theirs is sent as null (the field is declared `nullable`).
 */
export function nullOnlyPaths(contract: Contract | undefined, input: string): ReadonlySet<string> {
  const paths = new Set<string>();
  if (!contract) return paths;
  const visit = (schema: JsonSchema | undefined, prefix: string) => {
    const required = contract.required(schema);
    for (const [name, raw] of Object.entries(contract.properties(schema))) {
      if (required.has(name) && takesNull(contract.resolve(raw))) paths.add(`${prefix}${name}`);
      const items = contract.nonNull(raw)?.items;
      if (items) visit(items, `${prefix}${name}.`);
    }
  };
  visit(contract.schema(input), '');
  return paths;
}

function takesNull(schema: JsonSchema | undefined): boolean {
  if (!schema) return false;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return (
    types.includes('null') ||
    (schema as { nullable?: boolean }).nullable === true ||
    [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((branch) => branch.type === 'null')
  );
}

/** The kind of a field as the page declares it: a kit kind by name, a resource extension's kind imported. */
function kindValue(kind: string, imports: ImportSet): string {
  const extension = kindRow(kind).extension;
  return extension ? imports.value(extension.module, extension.name) : literal(kind);
}

/**
 * One FormField literal (row fields included). `nullOnly`: the paths whose blank value is sent as null
 * (nullOnlyPaths); `prefix`: the path of the list a row field belongs to.
 */
export function renderField(
  field: FormFieldEntry | RowFieldEntry,
  imports: ImportSet,
  nullOnly: ReadonlySet<string> = new Set(),
  prefix = '',
): string {
  const rows = 'rowFields' in field ? field.rowFields : undefined;
  const maxRows = 'maxRows' in field ? field.maxRows : undefined;
  const rowPrefix = `${prefix}${field.name}.`;
  return objectLiteral([
    ['name', literal(field.name)],
    ['label', literal(field.label)],
    ['kind', kindValue(field.kind, imports)],
    ['required', flag(field.required)],
    ['maxLength', number(field.maxLength)],
    ['length', number(field.length)],
    ['decimals', number(field.decimals)],
    ['min', number(field.min)],
    ['max', number(field.max)],
    ...choiceEntries(field, imports),
    ['ufField', field.ufField === undefined ? undefined : literal(field.ufField)],
    [
      'rowFields',
      rows ? `[${rows.map((row) => renderField(row, imports, nullOnly, rowPrefix)).join(', ')}]` : undefined,
    ],
    ['maxRows', number(maxRows)],
    ['span', number(field.span)],
    ['hint', field.hint === undefined ? undefined : literal(field.hint)],
    ['readOnlyOnEdit', flag(field.readOnlyOnEdit)],
    ['patternMessage', field.patternMessage === undefined ? undefined : literal(field.patternMessage)],
    ['inputMode', field.inputMode === undefined ? undefined : literal(field.inputMode)],
    ['nullable', flag(field.nullable || nullOnly.has(`${prefix}${field.name}`))],
  ]);
}

/** The empty value of a field in the create form. */
export function emptyValue(field: FormFieldEntry): string {
  if (field.default !== undefined) return literal(field.default);
  const empty = kindRow(field.kind).empty;
  if (empty === undefined) throw new Error(`kind ${field.kind} has no form value`);
  return empty;
}

/** The record's value of a field in the edit form (an optional text or list missing → its empty value). */
function recordValue(field: FormFieldEntry): string {
  const value = accessor('record', field.source ?? field.name);
  const empty = emptyValue(field);
  return field.required || empty === 'null' || empty.startsWith('{') ? value : `${value} ?? ${empty}`;
}

function renderMutations(resource: ResourceEntry, imports: ImportSet) {
  const { api } = resource;
  const create = imports.value(apiModule(api.tag), api.create);
  const update = imports.value(apiModule(api.tag), api.update);
  const multipart = api.multipart;
  if (!multipart) {
    return {
      create: `(values) => ${create}(values)`,
      update: `(id, values) => ${update}(id, values)`,
    };
  }
  // The input travels as JSON in the data part; the image apart: a new file is sent, and the saved one is
  // removed when the field was emptied (or the kit's remove flag is set).
  const { data, image, removeImage } = multipart;
  const file = `${image}: ${image} instanceof Blob ? ${image} : undefined`;
  const values = `{ ${image}, ${removeImage}, ...${data} }`;
  return {
    create: `(${values}) => ${create}({ ${data}, ${file} })`,
    update: `(id, ${values}) => ${update}(id, { ${data}, ${file}, ${removeImage}: ${removeImage} === true || !${image} })`,
  };
}

/** generated/pages/<segment>/form-page.tsx: the sections and fields of the novo and edita forms. */
export function renderFormPage({ resource, contract }: RenderInput): string {
  const imports = new ImportSet();
  const { api } = resource;
  const model = imports.type(MODULES.model, api.model);
  const input = imports.type(MODULES.model, api.input);
  const configType = imports.type(MODULES.kitTypes, 'FormPageConfig');
  const page = imports.value('@/kit', 'ResourceFormPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const recordQuery = imports.value(apiModule(api.tag), queryOptionsOf(api.get));
  const schemaOf = (body: string) => {
    const schema = imports.value(zodModule(api.tag), body);
    return api.multipart ? `${schema}.shape.${api.multipart.data}` : schema;
  };
  const fields = resource.form.sections.flatMap((section) => section.fields);
  const nullOnly = nullOnlyPaths(contract, api.input);
  const sections = resource.form.sections.map(
    (section) =>
      `{ title: ${literal(section.title)}, fields: [${section.fields.map((field) => renderField(field, imports, nullOnly)).join(',\n')}] }`,
  );
  const mutations = renderMutations(resource, imports);
  const extra = api.multipart
    ? ` & { ${api.multipart.image}?: unknown; ${api.multipart.removeImage}?: unknown }`
    : '';

  const body = `
/** The form's values: the API input while it is being filled in (the kit validates it with the zod schema). */
type Values = { [K in keyof ${input}]?: unknown }${extra};

const config: ${configType}<${model}, Values, ${input}${extra}> = {
  resource: ${resourceInfo},
  sections: [${sections.join(',\n')}],
  createSchema: ${schemaOf(api.createBody)},
  updateSchema: ${schemaOf(api.updateBody)},
  defaults: { ${fields.map((field) => `${field.name}: ${emptyValue(field)}`).join(', ')} },
  recordQuery: (id) => ${recordQuery}(id),
  toValues: (record) => ({ ${fields.map((field) => `${field.name}: ${recordValue(field)}`).join(', ')} }),
  create: ${mutations.create},
  update: ${mutations.update},
  recordLabel: (record) => ${labelExpression('record', resource.recordLabel)},
  ${localityLine(resource)}
};

/** Create (novo) and edit (:id/edita) page: ${resource.plural}. */
export function ${pageComponent(resource, 'form')}() {
  return <${page} config={config} />;
}
`;
  return file(imports, body);
}
