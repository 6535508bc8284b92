import { FlexRender, type Row } from '@tanstack/react-table';
import { memo } from 'react';
import { sublineText, truncatedText } from './truncated-text';
import { cellClass, type KitColumnDef, type KitRecord, type tableSetup } from './table-columns';

interface TableRowProps<T extends KitRecord> {
  row: Row<typeof tableSetup, T>;
  /** The column definitions the row was built with: a new set re-renders it. */
  columns: KitColumnDef<T>[];
}

function TableRowView<T extends KitRecord>({ row }: TableRowProps<T>) {
  return (
    <tr>
      {row.getAllCells().map((cell) => {
        const meta = cell.column.columnDef.meta;
        return (
          <td key={cell.column.id} className={cellClass(meta)}>
            {meta?.overflow === 'truncate' ? (
              truncatedText(<FlexRender cell={cell} />)
            ) : (
              <FlexRender cell={cell} />
            )}
            {meta?.subline && sublineText(meta.subline(row.original))}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * One body row, in a place of the table (the table keys rows by their place). It renders again only
 * when its record or the column set changes, not on each change of the page around it (search typing,
 * drawers); a new page of other records renders it again over the same cells.
 */
export const TableRow = memo(
  TableRowView,
  (previous, next) => previous.row.original === next.row.original && previous.columns === next.columns,
) as typeof TableRowView;
