import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LimitePaginaParameter } from '@generated/api/model';
import { NO_TICKET_FILTERS, type TicketFilters } from './ticket-filters';
import {
  ALL_TAB,
  DEFAULT_TAB,
  DEFAULT_TICKET_SORT,
  parseTicketListState,
  serializeTicketListState,
  type TicketListState,
  type TicketTab,
} from './ticket-list-state';

export interface TicketListActions {
  /** Selects a tab and clears the drawer's status list. */
  setTab: (tab: TicketTab) => void;
  /** `replace`: replaces the history entry (a correction back must not undo). */
  setPage: (page: number, replace?: boolean) => void;
  setSize: (size: LimitePaginaParameter) => void;
  /** Replaces the history entry (it follows the typing, debounced). */
  setSearch: (search: string) => void;
  setSort: (sort: string) => void;
  /** Applies the drawer; a status list moves the tab to TODOS. */
  applyFilters: (filters: TicketFilters) => void;
  /** Back to the initial state: tab EM_ABERTO, no filters. */
  clearFilters: () => void;
}

/**
 * The tickets list state kept in the URL (reload and back keep it), the way the resource kit's
 * useListState does: every change but a page change goes back to the first page; the search
 * replaces the history entry, everything else pushes one.
 */
export function useTicketListState(): { state: TicketListState; actions: TicketListActions } {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseTicketListState(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<TicketListState>, replace = false) => {
      const params = serializeTicketListState({ ...state, page: 0, ...change }, searchParams);
      if (params.toString() === searchParams.toString()) return;
      // As in useListState: a click renders synchronously; replacements (search, effects) in React's time.
      setSearchParams(params, { replace, flushSync: !replace });
    },
    [state, searchParams, setSearchParams],
  );

  const actions = useMemo<TicketListActions>(
    () => ({
      setTab: (tab) => update({ tab, filters: { ...state.filters, status: [] } }),
      setPage: (page, replace = false) => update({ page: Math.max(0, page) }, replace),
      setSize: (size) => update({ size }),
      setSearch: (search) => update({ search }, true),
      setSort: (sort) => update({ sort: sort === DEFAULT_TICKET_SORT ? null : sort }),
      applyFilters: (filters) => update({ filters, ...(filters.status.length > 0 ? { tab: ALL_TAB } : {}) }),
      clearFilters: () => update({ filters: NO_TICKET_FILTERS, tab: DEFAULT_TAB }),
    }),
    [update, state.filters],
  );

  return { state, actions };
}
