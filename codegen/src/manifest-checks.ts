import type { z } from 'zod';
import { checkFlags } from './flags';
import { checkGroups } from './hub';
import { checkMap } from './map-checks';
import { didYouMean } from './suggest';
import type {
  ColumnEntry,
  FilterEntry,
  FormFieldEntry,
  Manifest,
  ResourceEntry,
  RowFieldEntry,
  ViewFieldEntry,
} from './manifest-schema';

/** The rules between manifest entries that the shape alone cannot say (each reported with its path). */

type Path = PropertyKey[];
type Report = (path: Path, message: string) => void;

interface Names {
  enums: ReadonlySet<string>;
  references: ReadonlySet<string>;
  report: Report;
}

/** The kit's own status column ('Situação') has this id. */
const RESERVED_COLUMNS = new Set(['ativo']);
/** Headers of the columns the kit adds to every list: the status and the row actions. */
const KIT_HEADERS = new Set(['Situação', 'Ações']);
const REFERENCE_KINDS = new Set(['reference', 'references']);
const DECIMAL_KINDS = new Set(['decimal', 'percent']);

function duplicates(values: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) (seen.has(value) ? repeated : seen).add(value);
  return repeated;
}

/** Reports every repeated `key` of `items` at the item's path. */
function unique<T>(items: readonly T[], key: (item: T) => string, path: Path, what: string, report: Report) {
  const repeated = duplicates(items.map(key));
  items.forEach((item, index) => {
    if (repeated.has(key(item))) report([...path, index], `duplicate ${what} "${key(item)}"`);
  });
}

function checkEnum(kind: string, enumName: string | undefined, path: Path, names: Names) {
  if (kind === 'enum' && enumName === undefined)
    names.report([...path, 'enum'], 'kind enum needs `enum` (a name of enums)');
  if (kind !== 'enum' && enumName !== undefined)
    names.report([...path, 'enum'], 'only kind enum takes `enum`');
  if (enumName !== undefined && !names.enums.has(enumName))
    names.report([...path, 'enum'], `unknown enum "${enumName}"${didYouMean(enumName, names.enums)}`);
}

function checkReference(kind: string, reference: string | undefined, path: Path, names: Names) {
  const wanted = REFERENCE_KINDS.has(kind);
  if (wanted && reference === undefined)
    names.report([...path, 'reference'], `kind ${kind} needs \`reference\` (a name of references)`);
  if (!wanted && reference !== undefined)
    names.report([...path, 'reference'], 'only reference kinds take `reference`');
  if (reference !== undefined && !names.references.has(reference)) {
    names.report(
      [...path, 'reference'],
      `unknown reference "${reference}"${didYouMean(reference, names.references)}`,
    );
  }
}

function checkDecimals(kind: string, decimals: number | undefined, path: Path, names: Names) {
  if (decimals !== undefined && !DECIMAL_KINDS.has(kind))
    names.report([...path, 'decimals'], 'only decimal and percent take `decimals`');
}

function checkField(
  field: FormFieldEntry | RowFieldEntry,
  path: Path,
  names: Names,
  siblings: ReadonlySet<string>,
) {
  const { kind } = field;
  const { report } = names;
  checkEnum(kind, field.enum, path, names);
  checkReference(kind, field.reference, path, names);
  checkDecimals(kind, field.decimals, path, names);
  if (REFERENCE_KINDS.has(kind) && field.display === undefined) {
    report([...path, 'display'], `kind ${kind} needs \`display\` (the read-model label, e.g. empresa.nome)`);
  }
  if (kind === 'ie' && field.ufField === undefined) report([...path, 'ufField'], 'kind ie needs `ufField`');
  if (kind === 'image' && field.source === undefined)
    report([...path, 'source'], 'kind image needs `source` (the URL in the read model)');
  if (field.length !== undefined && kind !== 'code')
    report([...path, 'length'], 'only kind code takes `length`');
  if (field.dependsOn !== undefined) {
    if (kind !== 'reference') report([...path, 'dependsOn'], 'only kind reference takes `dependsOn`');
    if (!siblings.has(field.dependsOn.field))
      report(
        [...path, 'dependsOn', 'field'],
        `unknown field "${field.dependsOn.field}"${didYouMean(field.dependsOn.field, siblings)}`,
      );
  }
  const rows = 'rowFields' in field ? field.rowFields : undefined;
  if (kind === 'rows' && rows === undefined) report([...path, 'rowFields'], 'kind rows needs `rowFields`');
  if (kind !== 'rows' && rows !== undefined)
    report([...path, 'rowFields'], 'only kind rows takes `rowFields`');
  if (kind !== 'rows' && 'maxRows' in field && field.maxRows !== undefined)
    report([...path, 'maxRows'], 'only kind rows takes `maxRows`');
  if (rows) {
    const rowNames = new Set(rows.map((row) => row.name));
    unique(rows, (row) => row.name, [...path, 'rowFields'], 'field', report);
    rows.forEach((row, index) => checkField(row, [...path, 'rowFields', index], names, rowNames));
  }
}

function checkColumn(column: ColumnEntry, path: Path, names: Names) {
  checkEnum(column.kind, column.enum, path, names);
  checkDecimals(column.kind, column.decimals, path, names);
  if (RESERVED_COLUMNS.has(column.field))
    names.report([...path, 'field'], `"${column.field}" is the kit's status column`);
}

function checkFilter(filter: FilterEntry, path: Path, names: Names, filterNames: ReadonlySet<string>) {
  checkEnum(filter.kind, filter.enum, path, names);
  checkReference(filter.kind, filter.reference, path, names);
  if (filter.dependsOn && !filterNames.has(filter.dependsOn.field)) {
    names.report(
      [...path, 'dependsOn', 'field'],
      `unknown filter "${filter.dependsOn.field}"${didYouMean(filter.dependsOn.field, filterNames)}`,
    );
  }
}

function checkViewField(field: ViewFieldEntry, path: Path, names: Names, formFields: ReadonlySet<string>) {
  if (typeof field === 'string') {
    if (!formFields.has(field))
      names.report(path, `unknown form field "${field}"${didYouMean(field, formFields)}`);
    return;
  }
  checkEnum(field.kind, field.enum, path, names);
  checkDecimals(field.kind, field.decimals, path, names);
}

function checkResource(resource: ResourceEntry, path: Path, names: Names) {
  const { report } = names;
  const fields = resource.form.sections.flatMap((section) => section.fields);
  const fieldNames = new Set(fields.map((field) => field.name));
  unique(
    resource.form.sections,
    (section) => section.title,
    [...path, 'form', 'sections'],
    'section title',
    report,
  );
  resource.form.sections.forEach((section, sectionIndex) => {
    const sectionPath = [...path, 'form', 'sections', sectionIndex, 'fields'];
    const repeated = duplicates(fields.map((field) => field.name));
    const repeatedLabels = duplicates(section.fields.map((field) => field.label));
    section.fields.forEach((field, index) => {
      if (repeated.has(field.name))
        report([...sectionPath, index, 'name'], `duplicate field "${field.name}"`);
      if (repeatedLabels.has(field.label)) {
        report([...sectionPath, index, 'label'], `duplicate label "${field.label}" in the section`);
      }
      checkField(field, [...sectionPath, index], names, fieldNames);
    });
  });
  const images = fields.filter((field) => field.kind === 'image');
  const multipart = resource.api.multipart;
  if (multipart && !images.some((field) => field.name === multipart.image)) {
    report([...path, 'api', 'multipart', 'image'], `no image field named "${multipart.image}" in the form`);
  }
  if (!multipart && images.length > 0)
    report([...path, 'api', 'multipart'], 'an image field needs a multipart api');

  const columnsPath = [...path, 'list', 'columns'];
  unique(resource.list.columns, (column) => column.field, columnsPath, 'column', report);
  // Two columns of one list under the same header cannot be told apart (nor in the columns drawer).
  unique(resource.list.columns, (column) => column.header, columnsPath, 'column header', report);
  resource.list.columns.forEach((column, index) => {
    if (KIT_HEADERS.has(column.header))
      report([...columnsPath, index, 'header'], `"${column.header}" is the header of a column the kit adds`);
  });
  if (resource.list.columns.filter((column) => column.opensRecord).length > 1)
    report(columnsPath, 'only one column opens the record (`opensRecord`)');
  resource.list.columns.forEach((column, index) => checkColumn(column, [...columnsPath, index], names));
  const filtersPath = [...path, 'list', 'filters'];
  const filterNames = new Set(resource.list.filters.map((filter) => filter.name));
  unique(resource.list.filters, (filter) => filter.name, filtersPath, 'filter', report);
  resource.list.filters.forEach((filter, index) =>
    checkFilter(filter, [...filtersPath, index], names, filterNames),
  );

  const viewSections = resource.view?.sections ?? [];
  unique(viewSections, (section) => section.title, [...path, 'view', 'sections'], 'section title', report);
  viewSections.forEach((section, sectionIndex) => {
    const sectionPath = [...path, 'view', 'sections', sectionIndex, 'fields'];
    const labels = section.fields.map((field) =>
      typeof field === 'string' ? (fields.find((item) => item.name === field)?.label ?? field) : field.label,
    );
    const repeated = duplicates(labels);
    section.fields.forEach((field, index) => {
      if (repeated.has(labels[index]))
        report([...sectionPath, index], `duplicate label "${labels[index]}" in the section`);
      checkViewField(field, [...sectionPath, index], names, fieldNames);
    });
  });
  checkMap(resource, path, report);
}

/** The fields of the configuration forms follow the rules of form fields. */
function checkConfigForms(manifest: Manifest, names: Names) {
  for (const [formName, form] of Object.entries(manifest.configForms)) {
    form.sections.forEach((section, sectionIndex) => {
      const path = ['configForms', formName, 'sections', sectionIndex, 'fields'];
      const siblings = new Set(section.fields.map((field) => field.name));
      section.fields.forEach((field, index) => checkField(field, [...path, index], names, siblings));
    });
  }
}

/** superRefine of the manifest: cross-entry rules, each problem at the path of the bad entry. */
export function checkManifest(manifest: Manifest, context: z.RefinementCtx): void {
  const report: Report = (path, message) => context.addIssue({ code: 'custom', path, message });
  const names: Names = {
    enums: new Set(Object.keys(manifest.enums)),
    references: new Set(Object.keys(manifest.references)),
    report,
  };
  unique(manifest.resources, (resource) => resource.segment, ['resources'], 'segment', report);
  unique(manifest.resources, (resource) => resource.recurso, ['resources'], 'recurso', report);
  unique(manifest.resources, (resource) => resource.permission, ['resources'], 'permission prefix', report);
  manifest.resources.forEach((resource, index) => checkResource(resource, ['resources', index], names));
  checkConfigForms(manifest, names);
  checkFlags(manifest.resources, report);
  checkGroups(manifest, report);
}
