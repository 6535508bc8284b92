import { useId } from 'react';
import { lazyListTexts } from './lazy-list-texts';
import type { KitColumnDef, KitRecord } from './table-columns';

interface CardsSortProps<T extends KitRecord> {
  /** The list's columns: those with a `meta.sortField` and a text header are the orders offered. */
  columns: readonly KitColumnDef<T>[];
  /** The order in force ('codigoIbge,desc'): the user's, else the list's default. */
  sort: string | undefined;
  onSort: (sort: string) => void;
}

const DIRECTIONS = ['asc', 'desc'] as const;

/**
 * The cards' order on a phone, where the table's sortable headers are not shown: one native select of
 * every sortable column in both directions ('Código IBGE (decrescente)'), the order in force chosen.
 * A list with no sortable column shows none.
 */
export function CardsSort<T extends KitRecord>({ columns, sort, onSort }: CardsSortProps<T>) {
  const id = useId();
  const fields = columns.flatMap((column) =>
    column.meta?.sortField && typeof column.header === 'string'
      ? [{ field: column.meta.sortField, label: column.header }]
      : [],
  );
  if (fields.length === 0) return null;
  return (
    <div className="list-cards-sort">
      <label htmlFor={id}>{lazyListTexts.sortBy}</label>
      <select
        id={id}
        className="p-inputtext p-component list-cards-sort__select"
        value={sort ?? ''}
        onChange={(event) => onSort(event.target.value)}
      >
        {/* No order in force (a list without a default): the API's own, until one is chosen. */}
        {!sort && <option value="" disabled />}
        {fields.flatMap(({ field, label }) =>
          DIRECTIONS.map((direction) => (
            <option key={`${field},${direction}`} value={`${field},${direction}`}>
              {lazyListTexts.sortOption(label, direction)}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
