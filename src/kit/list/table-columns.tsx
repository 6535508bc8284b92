import { tableFeatures, type ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatAtivo } from '@/lib/format/labels';
import type { ListColumn, ResourceRecord } from '../kit-types';
import { STATUS_COLUMN_ID, type ColumnSetting } from './column-preferences';
import { listTexts } from './list-texts';

/** What the kit's markup reads from a column besides its header and cell. */
export interface KitColumnMeta {
  sortField?: string;
  align?: 'start' | 'center' | 'end';
  actions?: boolean;
}

/** Core-only table: the server pages and sorts; the columns come already ordered and filtered. */
export const tableSetup = tableFeatures({ columnMeta: {} as KitColumnMeta });
/** What a row of the kit's table needs: an id (resource records, and other lists such as tickets). */
export interface KitRecord {
  id: number;
}
export type KitColumnDef<T extends KitRecord> = ColumnDef<typeof tableSetup, T, unknown>;

export const ACTIONS_COLUMN_ID = 'acoes';

/** 'Ativo' / 'Inativo' tag of the status column. */
export function StatusTag({ ativo }: { ativo: boolean }) {
  return <span className={`resource-list__status resource-list__status--${ativo ? 'on' : 'off'}`}>{formatAtivo(ativo)}</span>;
}

/** The kit's status column, 'Situação' (id 'ativo'). */
export function statusColumn<T extends ResourceRecord>(): ListColumn<T> {
  return { id: STATUS_COLUMN_ID, header: listTexts.status, cell: (record) => <StatusTag ativo={record.ativo} />, align: 'center' };
}

/** The resource's columns plus the status column (unless the resource declares its own 'ativo'). */
export function withStatusColumn<T extends ResourceRecord>(columns: readonly ListColumn<T>[]): ListColumn<T>[] {
  return columns.some((column) => column.id === STATUS_COLUMN_ID) ? [...columns] : [...columns, statusColumn<T>()];
}

/**
 * The table's column definitions: the visible columns in the user's order, then the row actions
 * (rendered by `actions`).
 */
export function buildColumnDefs<T extends ResourceRecord>(
  columns: readonly ListColumn<T>[],
  settings: readonly ColumnSetting[],
  actions: ((record: T) => ReactNode) | null,
): KitColumnDef<T>[] {
  const byId = new Map(columns.map((column) => [column.id, column]));
  const defs: KitColumnDef<T>[] = settings
    .filter((setting) => setting.visible && byId.has(setting.id))
    .map((setting) => {
      const column = byId.get(setting.id)!;
      return {
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        meta: { sortField: column.sortField, align: column.align },
      };
    });
  if (actions) {
    defs.push({
      id: ACTIONS_COLUMN_ID,
      header: listTexts.actions,
      cell: ({ row }) => actions(row.original),
      meta: { align: 'end', actions: true },
    });
  }
  return defs;
}
