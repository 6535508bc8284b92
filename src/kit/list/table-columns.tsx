import { tableFeatures, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatAtivo } from '@/lib/format/labels';
import type { ColumnOverflow, ListColumn } from '../kit-types';
import type { ResourceRecord } from '../query-types';
import { textOfCell, type ColumnMeasure } from './column-measure';
import { STATUS_COLUMN_ID, type ColumnSetting } from './column-preferences';
import { listTexts } from './list-texts';
import { TableLink } from './table-link';

/** What the kit's markup reads from a column besides its header and cell. */
export interface KitColumnMeta {
  sortField?: string;
  align?: 'start' | 'center' | 'end';
  actions?: boolean;
  /**
   * How the cell's value meets the column width: never broken ('nowrap'), or free text that shares the
   * free width and wraps to at most two lines ('truncate': cut beyond them, the whole text in a tooltip).
   */
  overflow?: ColumnOverflow;
  /** The column that says what the row is about (a ticket's title, a record's name): served first by the width rule, and given the room left over. */
  lead?: boolean;
  /** What the width rule measures of the cells (column-widths.ts); without it a column is as wide as its header. */
  measure?: ColumnMeasure<KitRecord>;
  /**
   * A line of plain text under the cell's value, quieter (a ticket's customer and sector under its title):
   * it wraps to at most two lines, and the width rule tries to keep it on one. A method: any record type fits.
   */
  subline?(record: KitRecord): string | null | undefined;
  /** The row selection's checkboxes (its header is the page's checkbox, not a title). */
  select?: boolean;
}

/** The classes of a column's header and cells: alignment, how values sit, the sticky actions. */
export function cellClass(meta: KitColumnMeta | undefined): string {
  return [
    `resource-table__cell--${meta?.align ?? 'start'}`,
    meta?.overflow && `resource-table__cell--${meta.overflow}`,
    meta?.actions && 'resource-table__cell--actions',
    meta?.lead && 'resource-table__cell--lead',
    meta?.select && 'resource-table__cell--select',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Core-only table: the server pages and sorts; the columns come already ordered and filtered. */
export const tableSetup = tableFeatures({ columnMeta: {} as KitColumnMeta });
/** What a row of the kit's table needs: an id (resource records, and other lists such as tickets). */
export interface KitRecord {
  id: number;
}
export type KitColumnDef<T extends KitRecord> = ColumnDef<typeof tableSetup, T, unknown>;

/** The row actions' column: an id no field path can take (they start with a letter). */
export const ACTIONS_COLUMN_ID = '#acoes';

/** 'Ativo' / 'Inativo' tag of the status column. */
export function StatusTag({ ativo }: { ativo: boolean }) {
  return (
    <span className={`resource-list__status resource-list__status--${ativo ? 'on' : 'off'}`}>
      {formatAtivo(ativo)}
    </span>
  );
}

/** The kit's status column, 'Situação' (id 'ativo'). */
export function statusColumn<T extends ResourceRecord>(): ListColumn<T> {
  return {
    id: STATUS_COLUMN_ID,
    header: listTexts.status,
    cell: (record) => <StatusTag ativo={record.ativo} />,
    align: 'center',
  };
}

/** The resource's columns plus the status column (unless the resource declares its own 'ativo'). */
export function withStatusColumn<T extends ResourceRecord>(
  columns: readonly ListColumn<T>[],
): ListColumn<T>[] {
  return columns.some((column) => column.id === STATUS_COLUMN_ID)
    ? [...columns]
    : [...columns, statusColumn<T>()];
}

/**
 * The table's column definitions: the visible columns in the user's order, then the row actions
 * (rendered by `actions`). The column that names the record links to `recordPath(record)` when given
 * (the user may view the record).
 */
export function buildColumnDefs<T extends ResourceRecord>(
  columns: readonly ListColumn<T>[],
  settings: readonly ColumnSetting[],
  actions: ((record: T) => ReactNode) | null,
  recordPath?: (record: T) => string,
): KitColumnDef<T>[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const defs: KitColumnDef<T>[] = settings
    .filter((setting) => setting.visible && byId.has(setting.id))
    .map((setting) => {
      const column = byId.get(setting.id)!;
      return {
        id: column.id,
        header: column.header,
        cell: ({ row }) =>
          column.opensRecord && recordPath
            ? recordLink(column.cell(row.original), recordPath(row.original))
            : column.cell(row.original),
        meta: {
          sortField: column.sortField,
          align: column.align,
          overflow: column.overflow ?? 'truncate',
          lead: column.opensRecord,
          measure: measureOf(column, Boolean(recordPath)),
        },
      };
    });
  if (actions) {
    defs.push({
      id: ACTIONS_COLUMN_ID,
      header: listTexts.actions,
      cell: ({ row }) => actions(row.original),
      meta: { align: 'end', actions: true, overflow: 'nowrap' },
    });
  }
  return defs;
}

/**
 * What the width rule measures of a column: its values as text (a generated column's cell is text), in
 * the link's weight where it opens the record. The kit's status column is not text: its header,
 * 'Situação', is wider than its tags ('Inativo' in list.css's 0.75rem), and decides.
 */
function measureOf<T extends ResourceRecord>(column: ListColumn<T>, linked: boolean): ColumnMeasure<T> {
  return {
    text: (record) => textOfCell(column.cell(record)),
    weight: column.opensRecord && linked ? 500 : undefined,
  };
}

/** A cell's value as the link to its record's view page (an empty value stays empty). */
function recordLink(value: ReactNode, path: string): ReactNode {
  if (value === null || value === undefined || value === '') return value;
  return (
    <TableLink to={path} className="resource-table__record-link">
      {value}
    </TableLink>
  );
}
