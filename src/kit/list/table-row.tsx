import { FlexRender, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import type { KitColumnDef, KitRecord, tableSetup } from './table-columns';

interface TableRowProps<T extends KitRecord> {
  row: Row<typeof tableSetup, T>;
  /** The column definitions the row was built with: a new set re-renders it. */
  columns: KitColumnDef<T>[];
}

function TableRowView<T extends KitRecord>({ row }: TableRowProps<T>) {
  return (
    <tr>
      {row.getAllCells().map((cell) => (
        <td key={cell.id} className={`resource-table__cell--${cell.column.columnDef.meta?.align ?? 'start'}`}>
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
}

/**
 * One body row. It renders again only when its record or the column set changes, not on each
 * change of the page around it (search typing, drawers, a new page of other records).
 */
export const TableRow = memo(
  TableRowView,
  (previous, next) => previous.row.original === next.row.original && previous.columns === next.columns,
) as typeof TableRowView;
