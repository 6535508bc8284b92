import { accessor, labelExpression, labelPaths, literal } from '../expressions';
import { cellExpression, kindRow } from '../field-kinds';
import type { ColumnEntry, ResourceEntry } from '../manifest-schema';
import { mapPlaceLine, recordToolsLine, toolsLine } from './map';
import {
  enumLabelsConst,
  file,
  ImportSet,
  LIST_PREFETCH,
  listQueryConst,
  MODULES,
  objectLiteral,
  pageComponent,
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
export function columnOverflow(column: ColumnEntry): 'nowrap' | 'truncate' {
  return kindRow(column.kind).overflow ?? 'truncate';
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
  const chosen = candidates.find((column) => columnOverflow(column) === 'truncate') ?? candidates[0];
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
    ['overflow', literal(columnOverflow(column))],
    ['opensRecord', opensRecord ? 'true' : undefined],
  ]);
}

/**
 * generated/pages/<segment>/list-page.tsx: the columns and row actions of the resource, with what the list
 * asks the API for from its list-query module (see renderListQuery), whose request starter it passes on
 * to the route (generated/pages/routes.tsx).
 */
export function renderListPage({ resource }: RenderInput): string {
  const imports = new ImportSet();
  const model = imports.type(MODULES.model, resource.api.model);
  const listQuery = imports.value('./list-query', listQueryConst(resource));
  const configType = imports.type(MODULES.kitTypes, 'ListPageConfig');
  const page = imports.value('@/kit', 'ResourceListPage');
  const resourceInfo = imports.value(MODULES.resources, resourceConst(resource));
  const naming = namingColumn(resource);
  const columns = columnsOf(resource).map((column) => renderColumn(column, imports, column === naming));

  const body = `
const config: ${configType}<${model}> = {
  resource: ${resourceInfo},
  columns: [${columns.join(',\n')}],
  ...${listQuery},
  recordLabel: (record) => ${labelExpression('record', resource.recordLabel)},
  ${[mapPlaceLine(resource), toolsLine(resource, imports), recordToolsLine(resource, imports)].filter(Boolean).join('\n')}
};

/** List page: ${resource.plural}. */
export function ${pageComponent(resource, 'list')}() {
  return <${page} config={config} />;
}

export { ${LIST_PREFETCH} } from './list-query';
`;
  return file(imports, body);
}
