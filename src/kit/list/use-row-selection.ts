import { useCallback, useMemo, useState } from 'react';
import type { KitRecord } from './table-columns';

/** How much of the page is selected: the header checkbox's checked, mixed or unchecked. */
export type PageSelection = 'all' | 'some' | 'none';

export interface RowSelection<T extends KitRecord> {
  /** The selected records, as the page shows them now (fresh ativo, labels), in the page's order. */
  records: T[];
  isSelected: (id: number) => boolean;
  page: PageSelection;
  toggle: (id: number) => void;
  /** Selects every row of the page, or none when all already are. */
  togglePage: () => void;
  clear: () => void;
  /** Keeps only these of the selection (after a bulk action: the records that failed). */
  keepOnly: (ids: readonly number[]) => void;
}

const NOTHING: ReadonlySet<number> = new Set();

/**
 * The rows selected on the page on screen. The selection belongs to one state of the list (its page,
 * search, filters, tab, order, size: `stateKey`), so any change of those starts empty; a refresh of the
 * same state keeps it, minus the records that left the page (locked away from the 'Ativos' tab).
 */
export function useRowSelection<T extends KitRecord>(
  stateKey: string,
  pageRecords: readonly T[],
): RowSelection<T> {
  const [chosen, setChosen] = useState<{ key: string; ids: ReadonlySet<number> }>({
    key: stateKey,
    ids: NOTHING,
  });
  // Another state empties it for good: coming back to the first one does not bring its selection back.
  if (chosen.key !== stateKey) setChosen({ key: stateKey, ids: NOTHING });
  const ids = chosen.key === stateKey ? chosen.ids : NOTHING;
  const records = useMemo(() => pageRecords.filter((record) => ids.has(record.id)), [pageRecords, ids]);
  const shown = useMemo(() => new Set(records.map((record) => record.id)), [records]);
  const page: PageSelection =
    records.length === 0 ? 'none' : records.length === pageRecords.length ? 'all' : 'some';

  const change = useCallback(
    (next: (current: ReadonlySet<number>) => ReadonlySet<number>) =>
      setChosen((current) => ({
        key: stateKey,
        ids: next(current.key === stateKey ? current.ids : NOTHING),
      })),
    [stateKey],
  );
  const toggle = useCallback(
    (id: number) =>
      change((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [change],
  );
  const togglePage = useCallback(
    () => change(() => (page === 'all' ? NOTHING : new Set(pageRecords.map((record) => record.id)))),
    [change, page, pageRecords],
  );
  const clear = useCallback(() => change(() => NOTHING), [change]);
  const keepOnly = useCallback(
    (kept: readonly number[]) => change((current) => new Set(kept.filter((id) => current.has(id)))),
    [change],
  );
  const isSelected = useCallback((id: number) => shown.has(id), [shown]);
  return { records, isSelected, page, toggle, togglePage, clear, keepOnly };
}
