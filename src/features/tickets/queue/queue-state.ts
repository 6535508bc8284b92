import { listStateAtUrl, pageSizeOwnerOf } from '@/kit';
import { serializeTicketListState, TICKET_LIST, type TicketListState } from '../list/ticket-list-state';

/*
 * The queue a ticket was opened from travels with the navigation, in the router's state of the ticket's
 * address (history.state: a reload and back keep it; a typed or shared address, a new tab, have none, so
 * 'Próximo' and 'Anterior' stay hidden there). It holds the list's query and the ids of the page shown,
 * never a token or anything else of the session; the address stays /dashboard/chamados/<id>/detalhes.
 */

/** The tickets list's path (its query is the queue's `list`). */
export const TICKET_LIST_PATH = '/dashboard/chamados';

/** The details page of a ticket. */
export const ticketPath = (id: number): string => `${TICKET_LIST_PATH}/${id}/detalhes`;

/** The ticket's id of an address of the app ('/dashboard/chamados/45/detalhes' → 45), or null. */
export function ticketIdOfPath(path: string): number | null {
  const match = /^\/dashboard\/chamados\/(\d+)\/detalhes$/.exec(path);
  return match ? Number(match[1]) : null;
}

/** The queue a ticket was opened from: the list as it showed, and that page's tickets in their order. */
export interface TicketQueue {
  /** The list's query ('?tab=TODOS&pagina=2&busca=cte', '' for its first state), its page included. */
  list: string;
  /** The ids of that page's tickets, in the order shown. */
  ids: number[];
}

const KEY = 'filaChamados';

/** The router state that carries `queue` to a ticket's page. */
export const queueRouteState = (queue: TicketQueue): Record<string, TicketQueue> => ({ [KEY]: queue });

/** The queue in a location's state, or null (a ticket opened directly; anything malformed). */
export function queueOf(state: unknown): TicketQueue | null {
  if (!state || typeof state !== 'object') return null;
  const queue: unknown = (state as Record<string, unknown>)[KEY];
  if (!queue || typeof queue !== 'object') return null;
  const { list, ids } = queue as Record<string, unknown>;
  if (typeof list !== 'string' || (list !== '' && !list.startsWith('?'))) return null;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) return null;
  return { list, ids: ids as number[] };
}

/**
 * The list's state of a queue's query for the signed-in user, as the list page reads it (the page size
 * the user chose on the list when the query names none): its requests are the list's own, answered from
 * the same cache.
 */
export function queueListState(list: string, userId: number): TicketListState {
  return listStateAtUrl(TICKET_LIST, new URLSearchParams(list), pageSizeOwnerOf(userId, TICKET_LIST_PATH));
}

/** The queue's query at another page (0-based), everything else as it was. */
export function listAtPage(list: string, state: TicketListState, page: number): string {
  const written = serializeTicketListState({ ...state, page }, new URLSearchParams(list)).toString();
  return written ? `?${written}` : '';
}
