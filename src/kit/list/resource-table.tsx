import { FlexRender, useTable } from '@tanstack/react-table';
import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import '@/ui/primereact-markup.css';
import { emptyMessages } from '@/lib/messages';
import { useLastingBusy } from '@/ui/loading-delay';
import { useTooltipScope } from '@/ui/tooltip';
import { applyListDensity, storedDensity } from './list-density';
import { ListLoadError, type TableError } from './list-load-error';
import { listTexts } from './list-texts';
import { SortableHeader } from './sortable-header';
import { TableNavigationProvider } from './table-link';
import { TableRow } from './table-row';
import { cellClass, tableSetup, type KitColumnDef, type KitRecord } from './table-columns';
import { useColumnWidths, type TableLayout } from './use-column-widths';
import { useStagedRows } from './use-staged-rows';

export type TableStatus = 'loading' | 'error' | 'ready';

interface ResourceTableProps<T extends KitRecord> {
  /** Names the table (the list's title). */
  caption: string;
  columns: KitColumnDef<T>[];
  records: readonly T[];
  status: TableStatus;
  /** Why the rows failed to load. */
  error?: TableError;
  onRetry: () => void;
  /** A new page is on its way while the previous one is shown. */
  busy: boolean;
  /** The order in force ('campo,asc'). */
  sort: string | undefined;
  onSort: (field: string) => void;
  /** Rows of the loading skeleton. */
  skeletonRows: number;
  /** The list's state the records are of (its page, order, tab, filters): a new one renders the rows on screen first. */
  stateKey: string;
  /** What the body says with no rows (default: 'Nenhum registro encontrado'). */
  empty?: ReactNode;
}

const getRowId = (record: KitRecord) => String(record.id);

/** A table wider than its box takes the columns' sum; text short of room, its lines (list.css). */
function tableStyle(layout: TableLayout | null): CSSProperties | undefined {
  if (!layout) return undefined;
  const width = layout.overflow ? layout.widths.reduce((sum, column) => sum + column, 0) : undefined;
  const lines = layout.textLines ? { '--resource-table-text-lines': layout.textLines } : undefined;
  return width === undefined && !lines ? undefined : ({ width, ...lines } as CSSProperties);
}

const NO_ROWS: readonly never[] = [];

/**
 * The list's table (@tanstack/react-table over plain semantic markup): sortable headers as buttons
 * with aria-sort, memoised rows, one tooltip for all its cells and buttons, and the loading, error and
 * empty states in the body. Its columns share its width by what their values need (useColumnWidths: the
 * browser then lays it out from its `<col>`s, not from every cell); while it fits its box, its header
 * stays in sight under the top bar as the page scrolls; its rows follow the density chosen (list-density.ts).
 */
export function ResourceTable<T extends KitRecord>(props: ResourceTableProps<T>) {
  const { caption, columns, records, status, busy, sort, onSort } = props;
  const table = useTable({ features: tableSetup, columns, data: records, getRowId });
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const span = Math.max(headers.length, 1);
  // One tooltip for the whole table: the cut texts and the icon-only actions of every row.
  const tips = useTooltipScope();
  const dimmed = useLastingBusy(busy);
  const body = useRef<HTMLTableSectionElement>(null);
  const rows = status === 'ready' ? table.getRowModel().rows : NO_ROWS;
  const rendered = useStagedRows(rows, props.stateKey, body);
  const box = useRef<HTMLDivElement>(null);
  // The widths come from every record of the page, the rows not drawn yet included: they do not change
  // when those come in.
  const layout = useColumnWidths(box, columns, status === 'ready' ? records : NO_ROWS);
  // A box that clips rather than scrolls (the table fits it) leaves the page as the header's scroller.
  const fits = layout !== null && !layout.overflow;
  // The density chosen in this browser, on the page before its first paint (list.css reads it).
  useLayoutEffect(() => applyListDensity(storedDensity()), []);

  return (
    <div
      ref={box}
      className={`resource-list__scroll${fits ? ' resource-list__scroll--fits' : ''}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
      {...tips.scopeProps}
    >
      <TableNavigationProvider>
        {/* While the rows beyond the screen are on their way, the row count tells assistive technology
            how many the table has (the header row included). */}
        <table
          className={layout ? 'resource-table resource-table--fixed' : 'resource-table'}
          style={tableStyle(layout)}
          aria-busy={busy || status === 'loading'}
          aria-rowcount={rendered < rows.length ? rows.length + 1 : undefined}
        >
          <caption className="app-visually-hidden">{caption}</caption>
          {layout && (
            <colgroup>
              {columns.map((column, index) => (
                <col key={column.id ?? index} style={{ width: layout.widths[index] }} />
              ))}
            </colgroup>
          )}
          <thead>
            <tr>
              {headers.map((header) =>
                typeof header.column.columnDef.header === 'function' ? (
                  // A header of controls rather than a title (the selection's page checkbox).
                  <th key={header.id} scope="col" className={cellClass(header.column.columnDef.meta)}>
                    <FlexRender header={header} />
                  </th>
                ) : (
                  <SortableHeader
                    key={header.id}
                    label={String(header.column.columnDef.header ?? '')}
                    meta={header.column.columnDef.meta}
                    sort={sort}
                    onSort={onSort}
                  />
                ),
              )}
            </tr>
          </thead>
          <tbody ref={body} className={dimmed ? 'resource-table__body--busy' : undefined}>
            {status === 'loading' && <SkeletonRows rows={props.skeletonRows} columns={span} />}
            {status === 'error' && (
              <tr>
                <td colSpan={span} className="resource-table__message">
                  <ListLoadError layout="row" caption={caption} error={props.error} onRetry={props.onRetry} />
                </td>
              </tr>
            )}
            {status === 'ready' && records.length === 0 && (
              <tr>
                <td colSpan={span} className="resource-table__message">
                  {props.empty ?? emptyMessages.noRecords}
                </td>
              </tr>
            )}
            {/* Rows are keyed by their record: a dialog opened from a row (a tool, the lock) stays open
                when the list refreshes under it and the record moves to another place. */}
            {rows.slice(0, rendered).map((row) => (
              <TableRow key={row.id} row={row} columns={columns} />
            ))}
          </tbody>
        </table>
      </TableNavigationProvider>
      {tips.tooltip}
    </div>
  );
}

function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, row) => (
        <tr key={row} aria-hidden={row > 0 ? true : undefined}>
          {Array.from({ length: columns }, (_, column) => (
            <td key={column}>
              {row === 0 && column === 0 && (
                <span className="app-visually-hidden">{listTexts.loadingRows}</span>
              )}
              {/* PrimeReact's Skeleton look without the component: a loading table has dozens of them. */}
              <div className="p-skeleton p-component resource-table__skeleton" aria-hidden="true" />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
