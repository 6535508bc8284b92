import './list.css';
import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { usePhoneLayout } from '@/ui/use-media-query';
import type { ListCardsView } from './card-list';
import { useReportListLoad } from './views/list-load-state';
import { useListContext } from './controller/list-context';
import { loadErrorOf } from './list-load-error';
import { ListPagination } from './list-pagination';
import { ResourceTable, type TableStatus } from './resource-table';
import type { KitColumnDef, KitRecord } from './table-columns';
import { useLastPage } from './use-last-page';

export interface PagedTableProps<T extends KitRecord> {
  caption: string;
  columns: KitColumnDef<T>[];
  /** False while something else the rows need is on its way (e.g. the saved column settings). */
  ready?: boolean;
  /** What the table says with no rows (ListEmptyState; default 'Nenhum registro encontrado'). */
  empty?: ReactNode;
  /** The records as cards, shown instead of the table on a phone (≤ 480 px; useRecordCards, the tickets' cards). */
  cards?: (view: ListCardsView<T>) => ReactNode;
}

const NO_ROWS: readonly never[] = [];

/** Whether a new state of the list on screen (its page, order, tab, filters) is on its way. */
function useNextStateLoading(pathname: string): boolean {
  const navigation = useNavigation();
  return navigation.state === 'loading' && navigation.location.pathname === pathname;
}

/**
 * A new page of the list starts at its first row: a page or a page size chosen in the pagination under a
 * long page brings the table's top into view (clear of the fixed top bar, by its scroll margin) as it is
 * chosen, while the layout is still the one on screen (read after the new rows, it would be laid out twice).
 */
function bringTopIntoView(element: HTMLElement | null): void {
  if (!element) return;
  const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  if (element.getBoundingClientRect().top < margin) element.scrollIntoView({ block: 'start' });
}

/**
 * A list's table and pagination over the page's list query (ListPageFrame's): loading, error (with retry) and empty states, and a
 * page past the last one (a stale URL, the last row locked away) moved to the last page. A list that
 * failed to load says which list failed and why, with 'Tentar novamente'; its pagination then claims no
 * total and its tabs no counts (ListPageFrame's load state), so nothing on the page says it is empty.
 */
export function PagedTable<T extends KitRecord>({
  caption,
  columns,
  ready = true,
  empty,
  cards,
}: PagedTableProps<T>) {
  const list = useListContext<T>();
  const { tableId, query } = list;
  const { page, size } = list.state;
  const { setPage: onPage, setSize: onSize, sortBy, prefetchPage } = list.actions;
  const data = query.data;
  const toPage = useCallback((target: number) => onPage(target, true), [onPage]);
  const movingToLast = useLastPage(page, data, !query.isPlaceholderData, toPage);
  // An empty page kept while another loads (or a page past the last) is not 'Nenhum registro encontrado'.
  const shown = data && !movingToLast && !(query.isPlaceholderData && data.items.length === 0);
  const status: TableStatus = shown && ready ? 'ready' : query.isError ? 'error' : 'loading';
  useReportListLoad(status === 'error');
  // The list's state (page, order, tab, filters) lives in its address.
  const { pathname, search } = useLocation();
  // The route waits (briefly) for the next state's rows before the page shows it: the rows on screen
  // are the previous state's meanwhile, and dim if that lasts.
  const nextStateLoading = useNextStateLoading(pathname);
  const tableBox = useRef<HTMLDivElement>(null);
  const chosen = useMemo(() => {
    const fromFirstRow =
      <A,>(choose: (value: A) => void) =>
      (value: A) => {
        bringTopIntoView(tableBox.current);
        choose(value);
      };
    return { page: fromFirstRow<number>(onPage), size: fromFirstRow(onSize) };
  }, [onPage, onSize]);
  const phone = usePhoneLayout();
  const view: ListCardsView<T> = {
    caption,
    records: data?.items ?? NO_ROWS,
    status,
    error: query.isError ? loadErrorOf(query.error) : undefined,
    onRetry: () => void query.refetch(),
    busy: query.isPlaceholderData || nextStateLoading,
    skeletonRows: Math.min(size, 10),
    stateKey: search,
    empty,
    order: { columns, sort: list.sort, onSort: list.actions.setSort },
  };
  return (
    <>
      <div id={tableId} ref={tableBox} className="resource-list__table">
        {phone && cards ? (
          cards(view)
        ) : (
          <ResourceTable {...view} columns={columns} sort={list.sort} onSort={sortBy} />
        )}
      </div>
      <ListPagination
        page={page}
        size={size}
        total={status === 'ready' && data ? data.totalItens : null}
        pages={data?.totalPaginas ?? 0}
        onPage={chosen.page}
        onPageIntent={prefetchPage}
        onSize={chosen.size}
        disabled={!data}
      />
    </>
  );
}
