import { createContext, useContext, useEffect, useRef } from 'react';
import { bulkTexts } from './bulk-texts';
import './bulk.css';
import type { KitColumnDef, KitRecord } from './table-columns';
import type { RowSelection } from './use-row-selection';

type SelectionControls = Pick<RowSelection<KitRecord>, 'isSelected' | 'page' | 'toggle' | 'togglePage'>;

/**
 * The selection, read by the checkboxes themselves: a change renders the checkboxes again, not the
 * memoised rows around them.
 */
export const SelectionContext = createContext<SelectionControls | null>(null);

/** The selection column's id: no field path can take it (they start with a letter). */
export const SELECTION_COLUMN_ID = '#selecao';

function useSelection(): SelectionControls {
  const selection = useContext(SelectionContext);
  if (!selection) throw new Error('The selection column needs a SelectionContext');
  return selection;
}

export function RowCheckbox({ id, label }: { id: number; label: string }) {
  const { isSelected, toggle } = useSelection();
  return (
    <input
      type="checkbox"
      className="resource-table__select"
      aria-label={bulkTexts.selectRow(label)}
      checked={isSelected(id)}
      onChange={() => toggle(id)}
    />
  );
}

/** 'Selecionar todos desta página': checked, mixed (some rows) or unchecked (the table's header, the cards' top). */
export function PageCheckbox() {
  const { page, togglePage } = useSelection();
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = page === 'some';
  }, [page]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="resource-table__select"
      aria-label={bulkTexts.selectPage}
      checked={page === 'all'}
      onChange={togglePage}
    />
  );
}

/** The checkbox column, first in the table: each row's checkbox named with its record, the page's in the header. */
export function selectionColumn<T extends KitRecord>(recordLabel: (record: T) => string): KitColumnDef<T> {
  return {
    id: SELECTION_COLUMN_ID,
    header: () => <PageCheckbox />,
    cell: ({ row }) => <RowCheckbox id={row.original.id} label={recordLabel(row.original)} />,
    meta: { align: 'center', overflow: 'nowrap', select: true },
  };
}
