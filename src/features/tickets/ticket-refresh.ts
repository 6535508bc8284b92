/*
 * How an open tickets list and an open ticket stay current. The live socket carries no ticket events (the
 * contract's EventoAoVivo has NOTIFICACOES, a count, and the imports' results), so they ask again on their
 * own, quietly: while the tab is visible, React Query asks every interval (a hidden tab asks nothing:
 * `refetchIntervalInBackground` stays false, and its focus manager follows the document's visibility);
 * and as the data is stale after one interval, a tab brought back to the front, or the page opened again,
 * asks at once instead of showing what may be old.
 *
 * - The list, 30 s: a triage queue, where a new ticket shown half a minute late is on time; each ask is two
 *   calls (the page and the tabs' counts), for every member of the staff with the list open all day.
 * - An open ticket, 15 s: a conversation, where a customer's reply should show while one reads it; one call.
 *
 * A refresh is the same query asked again: the rows, the page, the tab, the search, the order, an open
 * drawer or dialog and a comment being written stay as they are, and nothing dims or spins meanwhile (the
 * table dims only while another page, order or filter is on its way).
 */
export const TICKET_LIST_REFRESH_MS = 30_000;
export const TICKET_REFRESH_MS = 15_000;

/** The query options that keep a query fresh this way, every `intervalMs` while the tab is visible. */
export function refreshedEvery(intervalMs: number) {
  return { refetchInterval: intervalMs, refetchIntervalInBackground: false, staleTime: intervalMs } as const;
}
