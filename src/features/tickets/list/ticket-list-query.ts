import {
  getContagemStatusChamadosQueryOptions,
  getListaChamadosQueryOptions,
} from '@generated/api/chamados/chamados';
import type { ContagemStatusChamadosParams, ListaChamadosParams } from '@generated/api/model';
import { queryClient } from '@/lib/query/query-client';
import { listSource, listStateAtUrl, pageSizeOwnerOf } from '@/kit';
import { refreshedEvery, TICKET_LIST_REFRESH_MS } from '../ticket-refresh';
import { TICKET_LIST, toTicketCountParams, toTicketListParams } from './ticket-list-state';

/**
 * The tickets list query of `params`; silent: the page shows its own error. Asked again every 30 s while
 * the page is visible, and at once when older than that (../ticket-refresh.ts).
 */
export function ticketListQuery(params: ListaChamadosParams) {
  return getListaChamadosQueryOptions(params, {
    query: { meta: { silent: true }, ...refreshedEvery(TICKET_LIST_REFRESH_MS) },
  });
}

/**
 * The count per status and per view of the list's filters (the tabs' and the views' numbers, one call);
 * silent: the tabs and views just go without. Kept fresh as the list is.
 */
export function ticketCountsQuery(params: ContagemStatusChamadosParams) {
  return getContagemStatusChamadosQueryOptions(params, {
    query: { meta: { silent: true }, ...refreshedEvery(TICKET_LIST_REFRESH_MS) },
  });
}

/** The tickets list and its call of a state, for the signed-in user `userId` (whom the view MEUS names). */
export function ticketListSource(userId: number) {
  return listSource(TICKET_LIST, (state) => ticketListQuery(toTicketListParams(state, userId)));
}

/**
 * Starts loading the list a URL of the page shows, and its tabs' counts, for the signed-in user (the
 * route's loader calls it as the navigation begins), so the answers are on their way while the page loads
 * and renders: its first render has the rows, and its requests leave outside that render. The page size
 * is the page's: the URL's, else the one the user last chose on this list. Settles when both answers are
 * in (or failed: the page shows its own error).
 */
export async function prefetchTicketList(url: URL, userId: number | undefined): Promise<void> {
  const state = listStateAtUrl(TICKET_LIST, url.searchParams, pageSizeOwnerOf(userId, url.pathname));
  await Promise.all([
    // Without a user the view 'Meus' names nobody: the page asks once it knows the user.
    userId === undefined ? undefined : queryClient.prefetchQuery(ticketListSource(userId).request(state)),
    queryClient.prefetchQuery(ticketCountsQuery(toTicketCountParams(state))),
  ]);
}
