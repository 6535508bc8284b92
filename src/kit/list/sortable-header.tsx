import { sortDirectionOf } from './controller/list-state';
import { cellClass, type KitColumnMeta } from './table-columns';

interface SortableHeaderProps {
  label: string;
  meta: KitColumnMeta | undefined;
  /** The order in force ('campo,asc'). */
  sort: string | undefined;
  onSort: (field: string) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ICONS = { asc: 'pi-sort-amount-up-alt', desc: 'pi-sort-amount-down', none: 'pi-sort-alt' } as const;

/**
 * A column header. Sortable ones carry aria-sort and a button (click, Enter or Space) that sorts
 * ascending first and then flips the direction.
 */
export function SortableHeader({ label, meta, sort, onSort }: SortableHeaderProps) {
  const align = cellClass(meta);
  const field = meta?.sortField;
  if (!field) {
    return (
      <th scope="col" className={align}>
        {meta?.actions ? <span className="app-visually-hidden">{label}</span> : label}
      </th>
    );
  }
  const direction = sortDirectionOf(sort, field);
  return (
    <th scope="col" className={align} aria-sort={direction ? ARIA_SORT[direction] : 'none'}>
      <button type="button" className="resource-table__sort" onClick={() => onSort(field)}>
        <span>{label}</span>
        <i className={`pi ${ICONS[direction ?? 'none']} resource-table__sort-icon`} aria-hidden="true" />
      </button>
    </th>
  );
}
