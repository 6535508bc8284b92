import type { ContagemStatusChamados, StatusChamado } from '@generated/api/model';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { ALL_TAB, isTicketView, type TicketListState, type TicketTab } from './ticket-list-state';

/** Where else the search found tickets: a tab (or the view that is a status) and how many there. */
export interface ElsewherePlace {
  tab: TicketTab;
  count: number;
}

/** The search's matches outside the tab or view shown. */
export interface SearchElsewhere {
  /** How many. */
  count: number;
  /** The statuses they are in, in workflow order, with their counts (none for a view: it spans statuses). */
  places: ElsewherePlace[];
  /** The list shows a view (the matches are outside it, not in other statuses). */
  fromView: boolean;
}

/**
 * The search across statuses: the count call answers, with the list's search and filters but the tab,
 * how many tickets each status has; what the tab or view shown does not hold is elsewhere. Null without a
 * search, before the counts arrive, on 'Todos' with every status, and when nothing is elsewhere.
 * `shown`: how many the tab or view holds (its own count, as its tab shows it).
 */
export function searchElsewhere(
  state: Pick<TicketListState, 'search' | 'tab' | 'filters'>,
  counts: ContagemStatusChamados | undefined,
  shown: number | undefined,
): SearchElsewhere | null {
  if (state.search.trim() === '' || !counts || shown === undefined) return null;
  const fromView = isTicketView(state.tab);
  const inList = (status: StatusChamado): boolean =>
    state.tab === ALL_TAB ? state.filters.status.includes(status) : status === state.tab;
  if (state.tab === ALL_TAB && state.filters.status.length === 0) return null;
  const count = counts.total - shown;
  if (count <= 0) return null;
  const places = fromView
    ? []
    : STATUS_OPTIONS.map(({ value }) => ({ tab: value as TicketTab, count: counts.porStatus[value] })).filter(
        (place) => place.count > 0 && !inList(place.tab as StatusChamado),
      );
  return { count, places, fromView };
}
