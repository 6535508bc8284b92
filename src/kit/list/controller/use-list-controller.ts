import { useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { LimitePaginaParameter } from '@generated/api/model';
import { useSession } from '@/lib/session/session-store';
import { emptyFilterValues, type ListFilterValues } from './list-filters';
import {
  effectiveSort,
  nextSort,
  serializeListState,
  type ListDeclaration,
  type ListState,
  type ListStateBase,
} from './list-state';
import { listStateAtUrl } from './list-state-at-url';
import { pageSizeOwnerOf, rememberPageSize } from './page-size-memory';
import { rememberListAddress } from '@/lib/navigation/list-return';

export interface ListActions<T extends string, F extends ListFilterValues> {
  /** Selects a tab; the list's `filtersOnTab` says which filters stay. */
  setTab: (tab: T) => void;
  /** `replace`: replaces the history entry instead of adding one (a correction back must not undo). */
  setPage: (page: number, replace?: boolean) => void;
  setSize: (size: LimitePaginaParameter) => void;
  /** Replaces the history entry (it follows the typing, debounced). */
  setSearch: (search: string) => void;
  setSort: (sort: string) => void;
  /** The order after a sortable header is activated. */
  sortBy: (field: string) => void;
  applyFilters: (filters: F) => void;
  /** Back to the initial state of the filters: none set, the default tab. */
  clearFilters: () => void;
  /** The same, and no search: everything that narrows the list (its helpful empty state's way out). */
  clearSearchAndFilters: () => void;
  /** Starts loading what a page would show, without going to it (the user is about to: a pointer on its button). */
  prefetchPage: (page: number) => void;
  /** The same for a tab. */
  prefetchTab: (tab: T) => void;
}

export interface ListControllerOptions<K extends string, T extends string, F extends ListFilterValues> {
  /**
   * Starts loading the list of a state the user just asked for (a page, an order, a tab…), before the
   * page renders it: the request is on its way while React draws the change (the page's own query, of
   * the same key, finds it there).
   */
  prefetch?: (state: ListState<K, T, F>) => void;
}

export interface ListController<K extends string, T extends string, F extends ListFilterValues> {
  state: ListState<K, T, F>;
  /** The order in force (the user's, else the list's default). */
  sort: string | undefined;
  actions: ListActions<T, F>;
}

/**
 * The state of a declared list kept in the URL search params (so reload and back keep it). Every
 * change but a page change goes back to the first page. Page, tab, size, order and filters push a
 * history entry; the search replaces the current one, so back does not replay each keystroke.
 * The page size the user chooses is remembered per user and list (the route): a URL without a size
 * opens with it. `list` must be stable (a module constant or memoised).
 */
export function useListController<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
  { prefetch }: ListControllerOptions<K, T, F> = {},
): ListController<K, T, F> {
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

  // The actions read the state of the last render: one set for the page's life, so the parts of the page
  // that take them (toolbar, tabs, pagination) do not render again for each change of another part.
  const latest = useRef({ state, sort, searchParams, owner, prefetch });
  useLayoutEffect(() => {
    latest.current = { state, sort, searchParams, owner, prefetch };
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
    const update = (change: Partial<ListStateBase<F>> & { tab?: T }, replace = false) => {
      const next = target(change);
      if (!next) return;
      latest.current.prefetch?.(next.state);
      // The request has left (prefetch, above, in the click's task); the list's route waits for its
      // answer, briefly, before the page renders the new state (src/app/router.tsx).
      void navigate(`?${next.written.toString()}`, { replace });
    };
    const prepare = (change: Partial<ListStateBase<F>> & { tab?: T }) => {
      const next = target(change);
      if (next) latest.current.prefetch?.(next.state);
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
  }, [list, navigate]);

  return { state, sort, actions };
}
