import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LimitePaginaParameter, Situacao } from '@generated/api/model';
import type { ListFilter } from '../kit-types';
import { NO_FILTERS, type FilterValues } from './filter-values';
import { parseListState, serializeListState, type ListState } from './list-url-state';

export interface ListStateActions {
  setTab: (situacao: Situacao) => void;
  /** `replace`: replaces the history entry instead of adding one (a correction back must not undo). */
  setPage: (page: number, replace?: boolean) => void;
  setSize: (size: LimitePaginaParameter) => void;
  /** Replaces the history entry (it follows the typing, debounced). */
  setSearch: (search: string) => void;
  setSort: (sort: string) => void;
  applyFilters: (filters: FilterValues) => void;
  /** Filters reset to empty with the tab back to ALL. */
  clearFilters: () => void;
}

/**
 * The list state kept in the URL search params (so reload and back keep it). Every change but a page
 * change goes back to the first page. Page, tab, size, order and filters push a history entry; the
 * search replaces the current one, so back does not replay each keystroke.
 */
export function useListState(
  filters: readonly ListFilter[],
  defaultSort?: string,
): { state: ListState; actions: ListStateActions } {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseListState(searchParams, filters), [searchParams, filters]);

  const update = useCallback(
    (change: Partial<ListState>, replace = false) => {
      const next = { ...state, page: 0, ...change };
      const params = serializeListState(next, filters, searchParams);
      if (params.toString() === searchParams.toString()) return;
      // A click (a new history entry) renders synchronously, not as a transition: the table shows its
      // busy state and the request leaves in one task. Replacements come from the search debounce and
      // from an effect (useLastPage), where React cannot flush synchronously: they render in its own time.
      setSearchParams(params, { replace, flushSync: !replace });
    },
    [state, filters, searchParams, setSearchParams],
  );

  const actions = useMemo<ListStateActions>(
    () => ({
      setTab: (situacao) => update({ situacao }),
      setPage: (page, replace = false) => update({ page: Math.max(0, page) }, replace),
      setSize: (size) => update({ size }),
      setSearch: (search) => update({ search }, true),
      setSort: (sort) => update({ sort: sort === defaultSort ? null : sort }),
      applyFilters: (values) => update({ filters: values }),
      clearFilters: () => update({ filters: NO_FILTERS, situacao: 'ALL' }),
    }),
    [update, defaultSort],
  );

  return { state, actions };
}
