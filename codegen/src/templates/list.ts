import { accessor, labelExpression, labelPaths, literal } from '../expressions';
import { cellExpression, kindRow } from '../field-kinds';
import type { ColumnEntry, FilterEntry, ResourceEntry } from '../manifest-schema';
import { mapPlaceLine, recordToolsLine, toolsLine } from './map';
import {
  apiModule,
  choiceEntries,
  enumLabelsConst,
  file,
  ImportSet,
  MODULES,
  objectLiteral,
  pageComponent,
  paramsTypeOf,
  queryOptionsOf,
  resourceConst,
  type RenderInput,
} from './shared';

/** Hidden audit columns appended to every list unless `list.auditColumns: false`. */
export const AUDIT_COLUMNS: readonly ColumnEntry[] = [
  { field: 'createdAt', header: 'Criado em', kind: 'dateTime', sortable: true, hidden: true },
  { field: 'updatedAt', header: 'Alterado em', kind: 'dateTime', sortable: true, hidden: true },
];

export function columnsOf(resource: ResourceEntry): readonly ColumnEntry[] {
  return resource.list.auditColumns ? [...resource.list.columns, ...AUDIT_COLUMNS] : resource.list.columns;
}

/** The column id stored in colunas-usuarios: the field path without [] ('modulos.descricao'). */
export function columnId(column: ColumnEntry): string {
  return column.field.replace(/\[\]/g, '');
}

/** How the values of a column sit in it: the kind's fact (free text when a kind says none). */
export function columnFit(column: ColumnEntry): 'nowrap' | 'truncate' {
  return kindRow(column.kind).fit ?? 'truncate';
}

/**
 * The column whose cell opens the record's view page: the one marked `opensRecord: true`; else, among
 * the columns shown by default whose field the recordLabel uses, the first of free text (a name rather
 * than a code), else the first of them; none when that column says `opensRecord: false`.
 */
export function namingColumn(resource: ResourceEntry): ColumnEntry | undefined {
  const { columns } = resource.list;
  const marked = columns.find((column) => column.opensRecord === true);
  if (marked) return marked;
  const labelFields = new Set(labelPaths(resource.recordLabel));
  const candidates = columns.filter((column) => !column.hidden && labelFields.has(column.field));
  const chosen = candidates.find((column) => columnFit(column) === 'truncate') ?? candidates[0];
  return chosen?.opensRecord === false ? undefined : chosen;
}

function renderColumn(column: ColumnEntry, imports: ImportSet, opensRecord: boolean): string {
  const value = column.display ? labelExpression('record', column.display) : accessor('record', column.field);
  const labels = column.enum ? imports.value(MODULES.enums, enumLabelsConst(column.enum)) : undefined;
  const cell = cellExpression(column.kind, { value, imports, labels, decimals: column.decimals });
  const sortField = column.sortable ? (column.sortField ?? column.field) : undefined;
  const align = kindRow(column.kind).align;
  return objectLiteral([
    ['id', literal(columnId(column))],
    ['header', literal(column.header)],
    ['cell', `(record) => ${cell}`],
    ['sortField', sortField === undefined ? undefined : literal(sortField)],
    ['hiddenByDefault', column.hidden ? 'true' : undefined],
    ['align', align ? literal(align) : undefined],
    ['fit', literal(columnFit(column))],
    ['opensRecord', opensRecord ? 'true' : undefined],
  ]);
}

function renderFilter(filter: FilterEntry, imports: ImportSet): string {
  const filterKind = kindRow(filter.kind).filter;
  return objectLiteral([
    ['name', literal(filter.name)],
    ['label', literal(filter.label)],
    ['kind', literal(filterKind)],
    ...choiceEntries(filter, imports),
    ['maxLength', filter.maxLength === undefined ? undefined : String(filter.maxLength)],
  ]);
}

/** generated/pages/<segment>/list-page.tsx: the columns, filters and list query of the resource. */
export function renderListPage({ resource }: RenderInput): string {
  const imports = new ImportSet();
  const { api } = resource;
  const model = imports.type(MODULES.model, api.model);
  const params = imports.type(MODULES.model, paramsTypeOf(api.list));
  const queryOptions = imports.value(apiModule(api.tag), queryOptionsOf(api.list));
  const configType = imports.type(MODULES.kitTypes, 'ListPageConfig');
  const page = imports.value('@/kit', 'ResourceListPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const naming = namingColumn(resource);
  const columns = columnsOf(resource).map((column) => renderColumn(column, imports, column === naming));
  const filters = resource.list.filters.map((filter) => renderFilter(filter, imports));

  const body = `
const config: ${configType}<${model}> = {
  resource: ${resourceInfo},
  columns: [${columns.join(',\n')}],
  ${filters.length > 0 ? `filters: [${filters.join(',\n')}],` : ''}
  defaultSort: ${literal(resource.defaultSort)},
  listQuery: (params) => ${queryOptions}(params as ${params}),
  recordLabel: (record) => ${labelExpression('record', resource.recordLabel)},
  ${[mapPlaceLine(resource), toolsLine(resource, imports), recordToolsLine(resource, imports)].filter(Boolean).join('\n')}
};

/** List page: ${resource.plural}. */
export function ${pageComponent(resource, 'list')}() {
  return <${page} config={config} />;
}
`;
  return file(imports, body);
}
