import { accessor, labelExpression, literal } from '../expressions';
import { cellExpression, kindRow, viewExpression } from '../field-kinds';
import type { FormFieldEntry, ResourceEntry, RowFieldEntry, ViewFieldEntry } from '../manifest-schema';
import { isReferenceOf } from '../conventions';
import { mapPlaceLine, recordToolsLine } from './map';
import { relatedLine } from './related';
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
  kind: string;
  /** Expression of the value in the record. */
  value: string;
  enum?: string;
  decimals?: number;
  span?: number;
  rowFields?: readonly RowFieldEntry[];
  /** A reference to records of a resource of the manifest: links to their view pages. */
  link?: ReferenceLink;
}

/** The records a reference field names: one (its id) or many (id and label of each). */
type ReferenceLink = { segment: string; id: string } | { segment: string; items: string };

/** 'empresas[].nome' → the list 'empresas' and the label 'nome' of each of its items. */
const LIST_DISPLAY = /^([A-Za-z_][A-Za-z0-9_]*)\[\]\.([A-Za-z_][A-Za-z0-9_]*)$/;

/**
 * Where a reference field leads: the view pages of the resource its picker source lists (by convention,
 * the resource whose segment is the source's name), one record by the field's id or, for `references`
 * shown as 'list[].label', each listed record by its own id; none for a source that lists no resource.
 */
function referenceLink(
  field: FormFieldEntry,
  resources: readonly ResourceEntry[],
): ReferenceLink | undefined {
  if (!field.reference) return undefined;
  const reference = field.reference;
  const listed = resources.find((resource) => isReferenceOf(reference, resource.segment));
  if (!listed) return undefined;
  if (field.kind === 'reference') return { segment: listed.segment, id: accessor('record', field.name) };
  const list = field.kind === 'references' && field.display ? LIST_DISPLAY.exec(field.display) : null;
  if (!list) return undefined;
  const [, items, label] = list;
  return {
    segment: listed.segment,
    items: `${accessor('record', items)}?.map((item) => ({ id: item.id, label: ${accessor('item', label)} }))`,
  };
}

/** Kinds shown across the whole width of the view unless the manifest says otherwise. */
const wideSpan = (kind: string) => (kindRow(kind).wide ? 12 : undefined);

function fromFormField(field: FormFieldEntry, resources: readonly ResourceEntry[]): ResolvedViewField {
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
    link: referenceLink(field, resources),
  };
}

function resolve(
  field: ViewFieldEntry,
  formFields: readonly FormFieldEntry[],
  resources: readonly ResourceEntry[],
): ResolvedViewField {
  if (typeof field === 'string') {
    const formField = formFields.find((item) => item.name === field);
    if (!formField) throw new Error(`unknown form field ${field}`);
    return fromFormField(formField, resources);
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

/**
 * The sections of the view: written in the manifest, or one per form section. `resources` are the
 * manifest's (reference fields link to theirs); without them references show as text.
 */
export function viewSectionsOf(
  resource: ResourceEntry,
  resources: readonly ResourceEntry[] = [],
): Array<{ title: string; fields: ResolvedViewField[] }> {
  const formFields = resource.form.sections.flatMap((section) => section.fields);
  if (resource.view) {
    return resource.view.sections.map((section) => ({
      title: section.title,
      fields: section.fields.map((field) => resolve(field, formFields, resources)),
    }));
  }
  return resource.form.sections.map((section) => ({
    title: section.title,
    fields: section.fields.map((field) => fromFormField(field, resources)),
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

/** A reference's display as links to the records it names (RecordLink, RecordLinks of the kit). */
function linked(link: ReferenceLink, label: string, imports: ImportSet): string {
  if ('items' in link)
    return `<${imports.value('@/kit', 'RecordLinks')} segment=${literal(link.segment)} items={${link.items}} />`;
  const component = imports.value('@/kit', 'RecordLink');
  return `<${component} segment=${literal(link.segment)} id={${link.id}}>{${label}}</${component}>`;
}

function renderViewField(field: ResolvedViewField, imports: ImportSet, recordLabel: string): string {
  const display = field.link
    ? linked(field.link, field.value, imports)
    : viewExpression(field.kind, {
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
export function renderViewPage({ manifest, resource }: RenderInput): string {
  const imports = new ImportSet();
  const { api } = resource;
  const model = imports.type(MODULES.model, api.model);
  const configType = imports.type(MODULES.kitTypes, 'ViewPageConfig');
  const page = imports.value('@/kit', 'ResourceViewPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const recordQuery = imports.value(apiModule(api.tag), queryOptionsOf(api.get));
  const recordLabel = labelExpression('record', resource.recordLabel);
  const sections = viewSectionsOf(resource, manifest.resources).map(
    (section) =>
      `{ title: ${literal(section.title)}, fields: [${section.fields.map((field) => renderViewField(field, imports, recordLabel)).join(',\n')}] }`,
  );

  const body = `
const config: ${configType}<${model}> = {
  resource: ${resourceInfo},
  sections: [${sections.join(',\n')}],
  recordQuery: (id) => ${recordQuery}(id),
  recordLabel: (record) => ${recordLabel},
  ${[mapPlaceLine(resource), recordToolsLine(resource, imports), relatedLine(manifest, resource, imports)].filter(Boolean).join('\n')}
};

/** View page (:id/consulta): ${resource.plural}. */
export function ${pageComponent(resource, 'view')}() {
  return <${page} config={config} />;
}
`;
  return file(imports, body);
}
