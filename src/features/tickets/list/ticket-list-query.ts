import { getContagemStatusChamadosQueryOptions, getListaChamadosQueryOptions } from '@generated/api/chamados/chamados';
import type { ContagemStatusChamadosParams, ListaChamadosParams } from '@generated/api/model';
import { queryClient } from '@/lib/query/query-client';
import { parseTicketListState, toTicketListParams } from './ticket-list-state';

/** The tickets list query of `params`; silent: the page shows its own error. */
export function ticketListQuery(params: ListaChamadosParams) {
  return getListaChamadosQueryOptions(params, { query: { meta: { silent: true } } });
}

/** The count per status of the list's filters (the tabs' numbers); silent: the tabs just go without. */
export function ticketCountsQuery(params: ContagemStatusChamadosParams) {
  return getContagemStatusChamadosQueryOptions(params, { query: { meta: { silent: true } } });
}

/**
 * Starts loading the list a URL of the page shows (the route's loader calls it as the navigation
 * begins), so the answer is on its way while the page loads and renders: its first render has the rows.
 */
export function prefetchTicketList(search: URLSearchParams): void {
  void queryClient.prefetchQuery(ticketListQuery(toTicketListParams(parseTicketListState(search))));
}
