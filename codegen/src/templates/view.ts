import { accessor, labelExpression, literal } from '../expressions';
import { cellExpression, kindRow, viewExpression, type DisplayKind } from '../field-kinds';
import type { FormFieldEntry, ResourceEntry, RowFieldEntry, ViewFieldEntry } from '../manifest-schema';
import { mapPlaceLine, recordToolsLine } from './map';
import {
  apiModule,
  enumLabelsConst,
  file,
  ImportSet,
  MODULES,
  objectLiteral,
  pageComponent,
  queryOptionsOf,
  resourceConst,
  type RenderInput,
} from './shared';

/** A view field with everything resolved (from a form field or written in view.sections). */
interface ResolvedViewField {
  label: string;
  kind: DisplayKind;
  /** Expression of the value in the record. */
  value: string;
  enum?: string;
  decimals?: number;
  span?: number;
  rowFields?: readonly RowFieldEntry[];
}

/** Kinds shown across the whole width of the view unless the manifest says otherwise. */
const wideSpan = (kind: DisplayKind) => (kindRow(kind).wide ? 12 : undefined);

function fromFormField(field: FormFieldEntry): ResolvedViewField {
  const value = field.display
    ? labelExpression('record', field.display)
    : accessor('record', field.source ?? field.name);
  return {
    label: field.label,
    kind: field.kind,
    value,
    enum: field.enum,
    decimals: field.decimals,
    span: field.span ?? wideSpan(field.kind),
    rowFields: field.rowFields,
  };
}

function resolve(field: ViewFieldEntry, formFields: readonly FormFieldEntry[]): ResolvedViewField {
  if (typeof field === 'string') {
    const formField = formFields.find((item) => item.name === field);
    if (!formField) throw new Error(`unknown form field ${field}`);
    return fromFormField(formField);
  }
  return {
    label: field.label,
    kind: field.kind,
    value: field.display ? labelExpression('record', field.display) : accessor('record', field.field),
    enum: field.enum,
    decimals: field.decimals,
    span: field.span ?? wideSpan(field.kind),
  };
}

/** The sections of the view: written in the manifest, or one per form section. */
export function viewSectionsOf(
  resource: ResourceEntry,
): Array<{ title: string; fields: ResolvedViewField[] }> {
  const formFields = resource.form.sections.flatMap((section) => section.fields);
  if (resource.view) {
    return resource.view.sections.map((section) => ({
      title: section.title,
      fields: section.fields.map((field) => resolve(field, formFields)),
    }));
  }
  return resource.form.sections.map((section) => ({
    title: section.title,
    fields: section.fields.map(fromFormField),
  }));
}

function labelsOf(enumName: string | undefined, imports: ImportSet): string | undefined {
  return enumName ? imports.value(MODULES.enums, enumLabelsConst(enumName)) : undefined;
}

/** The RowsView columns of a rows field. */
function rowColumns(rows: readonly RowFieldEntry[], imports: ImportSet): string {
  const columns = rows.map((row) => {
    const cell = cellExpression(row.kind, {
      value: accessor('row', row.name),
      imports,
      labels: labelsOf(row.enum, imports),
      decimals: row.decimals,
    });
    return `{ header: ${literal(row.label)}, cell: (row) => ${cell} }`;
  });
  return `[${columns.join(', ')}]`;
}

function renderViewField(field: ResolvedViewField, imports: ImportSet, recordLabel: string): string {
  const display = viewExpression(field.kind, {
    value: field.value,
    imports,
    labels: labelsOf(field.enum, imports),
    decimals: field.decimals,
    rowColumns: field.rowFields ? rowColumns(field.rowFields, imports) : undefined,
    recordLabel,
  });
  return objectLiteral([
    ['label', literal(field.label)],
    ['value', `(record) => ${display}`],
    ['span', field.span === undefined ? undefined : String(field.span)],
  ]);
}

/** generated/pages/<segment>/view-page.tsx: every field of the record, formatted (consulta). */
export function renderViewPage({ resource }: RenderInput): string {
  const imports = new ImportSet();
  const { api } = resource;
  const model = imports.type(MODULES.model, api.model);
  const configType = imports.type(MODULES.kitTypes, 'ViewPageConfig');
  const page = imports.value('@/kit', 'ResourceViewPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const recordQuery = imports.value(apiModule(api.tag), queryOptionsOf(api.get));
  const recordLabel = labelExpression('record', resource.recordLabel);
  const sections = viewSectionsOf(resource).map(
    (section) =>
      `{ title: ${literal(section.title)}, fields: [${section.fields.map((field) => renderViewField(field, imports, recordLabel)).join(',\n')}] }`,
  );

  const body = `
const config: ${configType}<${model}> = {
  resource: ${resourceInfo},
  sections: [${sections.join(',\n')}],
  recordQuery: (id) => ${recordQuery}(id),
  recordLabel: (record) => ${recordLabel},
  ${[mapPlaceLine(resource), recordToolsLine(resource, imports)].filter(Boolean).join('\n')}
};

/** View page (:id/consulta): ${resource.plural}. */
export function ${pageComponent(resource, 'view')}() {
  return <${page} config={config} />;
}
`;
  return file(imports, body);
}
