import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LimitePaginaParameter } from '@generated/api/model';
import { useSession } from '@/lib/session/session-store';
import { countFilters, emptyFilterValues, type ListFilterValues } from './list-filters';
import type { ListPage, ListSource } from './list-source';
import {
  effectiveSort,
  nextSort,
  serializeListState,
  tabOf,
  type ListState,
  type ListStateBase,
} from './list-state';
import { listStateAtUrl } from './list-source';
import { pageSizeOwnerOf, rememberPageSize } from './page-size-memory';
import { useListDrawers, type ListDrawers } from './use-list-drawers';
import { rememberListAddress } from '@/lib/navigation/list-return';

/**
 * What a list's views may change. Methods, so that a view reading any list (its context) takes the
 * actions of this one: it hands back only tabs and filters this list gave it.
 */
export interface ListActions<T extends string, F extends ListFilterValues> {
  /** Selects a tab; the list's `filtersOnTab` says which filters stay. */
  setTab(tab: T): void;
  /** `replace`: replaces the history entry instead of adding one (a correction back must not undo). */
  setPage(page: number, replace?: boolean): void;
  setSize(size: LimitePaginaParameter): void;
  /** Replaces the history entry (it follows the typing, debounced). */
  setSearch(search: string): void;
  setSort(sort: string): void;
  /** The order after a sortable header is activated. */
  sortBy(field: string): void;
  applyFilters(filters: F): void;
  /** Back to the initial state of the filters: none set, the default tab. */
  clearFilters(): void;
  /** The same, and no search: everything that narrows the list (its helpful empty state's way out). */
  clearSearchAndFilters(): void;
  /** Starts loading what a page would show, without going to it (the user is about to: a pointer on its button). */
  prefetchPage(page: number): void;
  /** The same for a tab. */
  prefetchTab(tab: T): void;
}

export interface ListController<
  K extends string,
  T extends string,
  F extends ListFilterValues,
  P extends ListPage,
  E = unknown,
> {
  /** Id of the list's table region (the tabs control it; the page title's id is derived from it). */
  tableId: string;
  state: ListState<K, T, F>;
  /** The tab in force (the state's, under the list's own key). */
  tab: T;
  /** The order in force (the user's, else the list's default). */
  sort: string | undefined;
  actions: ListActions<T, F>;
  /** The list query of the state (kept on its previous state's rows while the next one loads). */
  query: UseQueryResult<P, E>;
  /** The records of the state shown: none while another state's rows are kept on screen. */
  rows: readonly P['items'][number][];
  /** The filters in force the 'Filtros' button counts; null when the list has no such filters. */
  filtersInForce: number | null;
  /** The page's drawers (filters, columns, …), one shown at a time. */
  drawers: ListDrawers<string>;
}

const NO_ROWS: readonly never[] = [];

/**
 * A list page's list: its state kept in the URL search params (so reload and back keep it), the query of
 * that state and the page's drawers. Every change but a page change goes back to the first page. Page,
 * tab, size, order and filters push a history entry; the search replaces the current one, so back does
 * not replay each keystroke. A change starts loading its rows before the page renders it. The page size
 * the user chooses is remembered per user and list (the route): a URL without a size opens with it.
 * `source` must be stable (a module constant or memoised). Views read it from ListPageFrame (useListContext).
 */
export function useListController<
  K extends string,
  T extends string,
  F extends ListFilterValues,
  P extends ListPage,
  E,
>(source: ListSource<K, T, F, P, E>): ListController<K, T, F, P, E> {
  const { list } = source;
  const tableId = useId();
  const client = useQueryClient();
  const [searchParams] = useSearchParams();
  // In a data router this function never changes (setSearchParams changes with every URL).
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => rememberListAddress(pathname, search), [pathname, search]);
  const userId = useSession().user?.id;
  const owner = useMemo(() => pageSizeOwnerOf(userId, pathname), [userId, pathname]);
  // A size chosen a moment ago is what a URL without one means from then on; choosing the default size
  // on such a URL leaves the URL as it was, so the choice itself renders the list again.
  const [sizeChoices, countSizeChoice] = useReducer((count: number) => count + 1, 0);
  const parsed = useMemo(
    () => listStateAtUrl(list, searchParams, owner),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- sizeChoices: the memory changed
    [list, searchParams, owner, sizeChoices],
  );
  // The filters keep their identity while their values stay the same (a new page, order or tab): what
  // depends on them only (the chips, the filters drawer) does not render again.
  const filtersKey = JSON.stringify(parsed.filters);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same values under the same key
  const filters = useMemo(() => parsed.filters, [filtersKey]);
  const state = useMemo(() => ({ ...parsed, filters }), [parsed, filters]);
  const sort = effectiveSort(state, list.defaultSort);
  const request = source.request(state);
  const query = useQuery({ ...request, placeholderData: keepPreviousData });
  const rows = query.isPlaceholderData ? NO_ROWS : (query.data?.items ?? NO_ROWS);
  const drawers = useListDrawers<string>();
  const declared = list.filters.length > 0 ? countFilters(state.filters) : null;
  const filtersInForce = list.filterCount?.(state.filters) ?? declared;

  // The actions read the state of the last render: one set for the page's life, so the parts of the page
  // that take them (toolbar, tabs, pagination) do not render again for each change of another part.
  const latest = useRef({ state, sort, searchParams, owner });
  useLayoutEffect(() => {
    latest.current = { state, sort, searchParams, owner };
  });

  const actions = useMemo<ListActions<T, F>>(() => {
    /** The address a change leads to and its state as the page will read it; null: the address already. */
    const target = ({ tab, ...change }: Partial<ListStateBase<F>> & { tab?: T }) => {
      const { state: current, searchParams: params, owner: sizeOwner } = latest.current;
      const next = { ...current, page: 0, ...change, ...(tab === undefined ? {} : { [list.tabs.key]: tab }) };
      const written = serializeListState(list, next as ListState<K, T, F>, params);
      if (written.toString() === params.toString()) return null;
      // The state of the address written, as the page will read it (the list's normalising included).
      return { written, state: listStateAtUrl(list, written, sizeOwner) };
    };
    // The request leaves before React draws the change: the page's own query, of the same key, finds it.
    const prefetch = (state: ListState<K, T, F>) => void client.prefetchQuery(source.request(state));
    const update = (change: Partial<ListStateBase<F>> & { tab?: T }, replace = false) => {
      const next = target(change);
      if (!next) return;
      prefetch(next.state);
      // The request has left (prefetch, above, in the click's task); the list's route waits for its
      // answer, briefly, before the page renders the new state (src/app/router.tsx).
      void navigate(`?${next.written.toString()}`, { replace });
    };
    const prepare = (change: Partial<ListStateBase<F>> & { tab?: T }) => {
      const next = target(change);
      if (next) prefetch(next.state);
    };
    const tabChange = (tab: T) => {
      const current = latest.current.state.filters;
      return { tab, filters: list.filtersOnTab ? list.filtersOnTab(current, tab) : current };
    };
    const setSort = (value: string) => update({ sort: value === list.defaultSort ? null : value });
    return {
      setTab: (tab) => update(tabChange(tab)),
      setPage: (page, replace = false) => update({ page: Math.max(0, page) }, replace),
      setSize: (size) => {
        const { owner: sizeOwner } = latest.current;
        if (sizeOwner) rememberPageSize(sizeOwner, size);
        countSizeChoice();
        update({ size });
      },
      setSearch: (search) => update({ search }, true),
      setSort,
      sortBy: (field) => setSort(nextSort(latest.current.sort, field)),
      applyFilters: (values) => update({ filters: values }),
      clearFilters: () => update({ tab: list.tabs.default, filters: emptyFilterValues<F>(list.filters) }),
      clearSearchAndFilters: () =>
        update({ tab: list.tabs.default, filters: emptyFilterValues<F>(list.filters), search: '' }),
      prefetchPage: (page) => prepare({ page: Math.max(0, page) }),
      prefetchTab: (tab) => prepare(tabChange(tab)),
    };
  }, [source, list, client, navigate]);

  const tab = tabOf<K, T, F>(list, state);
  return { tableId, state, tab, sort, actions, query, rows, filtersInForce, drawers };
}
