import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { Recurso } from '@generated/api/model';
import type { ListExportCalls, ResourceRecord } from '../query-types';
import { BulkActionBar } from './bulk-action-bar';
import type { BulkLockDialog as BulkLockDialogOf } from './bulk-lock-dialog';
import type { RowPermissions } from './row-actions';
import type { BulkOutcome } from './run-bulk';
import { SelectionContext, selectionColumn } from './selection-column';
import type { KitColumnDef } from './table-columns';
import { useRowSelection, type RowSelection } from './use-row-selection';

// The drawer loads when first opened: the list's first paint stays small.
const BulkLockDialog = lazy(() =>
  import('./bulk-lock-dialog').then((module) => ({ default: module.BulkLockDialog })),
) as unknown as typeof BulkLockDialogOf;

interface ListBulkOptions<T extends ResourceRecord> {
  recurso: Recurso;
  exportCalls: ListExportCalls;
  recordLabel: (record: T) => string;
  can: RowPermissions;
  /** The records of the page on screen (the list controller's rows). */
  records: readonly T[];
  /** The list's state the records are of (page, search, filters, tab, order, size): a new one clears the selection. */
  stateKey: string;
  /** The list's order, for the export of the selection. */
  ordenacao: string | undefined;
}

export interface ListBulk<T extends ResourceRecord> extends ListBulkOptions<T> {
  /** The checkbox column, first in the table; null when the user may take no bulk action. */
  column: KitColumnDef<T> | null;
  selection: RowSelection<T>;
  /** Export is open to whoever views the list (as the list's 'Exportar'); locking needs ATIVA_INATIVA_. */
  canExport: boolean;
}

/**
 * The row selection of a resource list and what the user may do with it (the row actions' permissions);
 * the bulk actions' own, not the list controller's: a list without them (the tickets) does not carry it.
 */
export function useListBulk<T extends ResourceRecord>(options: ListBulkOptions<T>): ListBulk<T> {
  const { can, recordLabel, records, stateKey } = options;
  const selection = useRowSelection(stateKey, records);
  const canExport = can.view;
  const enabled = can.lock || canExport;
  const column = useMemo(() => (enabled ? selectionColumn(recordLabel) : null), [enabled, recordLabel]);
  return { ...options, column, selection, canExport };
}

/** The selection given to the table's checkboxes (`children`: the table). */
export function ListBulkScope<T extends ResourceRecord>({
  bulk,
  children,
}: {
  bulk: ListBulk<T>;
  children: ReactNode;
}) {
  const { isSelected, page, toggle, togglePage } = bulk.selection;
  const controls = useMemo(
    () => ({ isSelected, page, toggle, togglePage }),
    [isSelected, page, toggle, togglePage],
  );
  if (!bulk.column) return children;
  return <SelectionContext.Provider value={controls}>{children}</SelectionContext.Provider>;
}

/**
 * The selection's bar and its bulk lock drawer. The page puts the bar over its toolbar row
 * (ListBulkSlot): it appears without moving the table, so a second click lands on the row aimed at.
 */
export function ListBulkBar<T extends ResourceRecord>({ bulk }: { bulk: ListBulk<T> }) {
  const { selection, recurso, exportCalls, recordLabel, can, canExport, ordenacao } = bulk;
  const [locking, setLocking] = useState<{ lock: boolean; records: readonly T[]; open: boolean } | null>(
    null,
  );
  const { keepOnly } = selection;
  const selectedIds = selection.records.map((record) => record.id).join(',');
  const exportParams = useMemo(
    () =>
      canExport && selectedIds
        ? { ids: selectedIds.split(',').map(Number), ...(ordenacao ? { ordenacao } : {}) }
        : null,
    [canExport, selectedIds, ordenacao],
  );
  const onFinished = useCallback(
    (outcome: BulkOutcome<T>) => keepOnly(outcome.failed.map(({ item }) => item.id)),
    [keepOnly],
  );
  if (!bulk.column) return null;
  return (
    <>
      <BulkActionBar
        recurso={recurso}
        exportCalls={exportCalls}
        count={selection.records.length}
        canLock={can.lock}
        onLock={(lock) => setLocking({ lock, records: selection.records, open: true })}
        exportParams={exportParams}
        onClear={selection.clear}
      />
      {locking && (
        <Suspense fallback={null}>
          <BulkLockDialog
            recurso={recurso}
            records={locking.records}
            lock={locking.lock}
            recordLabel={recordLabel}
            visible={locking.open}
            onHide={() => setLocking((current) => current && { ...current, open: false })}
            onFinished={onFinished}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The toolbar row and the selection's bar in one place: the bar lies over the toolbar (tabs, search,
 * filters) while rows are selected, and the toolbar keeps its room, so nothing below moves (the filter
 * chips under the toolbar stay). The covered toolbar is hidden from the keyboard and assistive
 * technology meanwhile; 'Limpar seleção', or any change of page, tab, search or filter, brings it back.
 */
export function ListBulkSlot<T extends ResourceRecord>({
  bulk,
  children,
}: {
  bulk: ListBulk<T>;
  children: ReactNode;
}) {
  const selecting = bulk.column !== null && bulk.selection.records.length > 0;
  return (
    <div
      className={
        selecting
          ? 'resource-list__toolbar-slot resource-list__toolbar-slot--selecting'
          : 'resource-list__toolbar-slot'
      }
    >
      {children}
      <ListBulkBar bulk={bulk} />
    </div>
  );
}
