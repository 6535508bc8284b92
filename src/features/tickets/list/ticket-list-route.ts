import type { LoaderFunction, RouteObject } from 'react-router-dom';
import { ensureSession } from '@/lib/session/ensure-session';
import { getSessionSnapshot } from '@/lib/session/session-state';
import { settledWithin } from '@/lib/time/settled-within';
import { SHOW_LOADING_AFTER_MS } from '@/ui/loading-delay';

/*
 * What the router wires into the tickets list's route: its page, loaded lazily, and its loader. This
 * module sits in the app's entry chunk with the router, so it imports the page and its queries only
 * dynamically: a first paint elsewhere (sign-in) carries none of them.
 */

type TicketListQueries = typeof import('./ticket-list-query');
/** The tickets list's query module, once loaded (with the page: sign-in preloads both). */
let ticketListQueries: TicketListQueries | undefined;
const loadTicketListQueries = async (): Promise<TicketListQueries> =>
  (ticketListQueries = await import('./ticket-list-query'));

/** The page's module and its queries', fetched together. */
export const ticketListPage: NonNullable<RouteObject['lazy']> = async () => {
  const [{ TicketListPage }] = await Promise.all([import('./ticket-list-page'), loadTicketListQueries()]);
  return { Component: TicketListPage };
};

/**
 * The tickets list's requests (its rows and its tabs' counts) start with the navigation (once the session
 * is there; without one the dashboard's loader sends the user to sign-in), not after the page rendered,
 * and the navigation waits for them, at most SHOW_LOADING_AFTER_MS, as a resource list's does
 * (listPrefetch of src/app/router.tsx): the page renders once, with the rows (sign-in lands here). Signed
 * in with the module loaded (right after sign-in, or moving inside the app), they leave at once, with no
 * await in between for the page's other work to queue behind.
 */
export const ticketListLoader: LoaderFunction = async ({ request }) => {
  const url = new URL(request.url);
  const userId = () => getSessionSnapshot().user?.id;
  if (getSessionSnapshot().status === 'signed-in' && ticketListQueries) {
    await settledWithin(ticketListQueries.prefetchTicketList(url, userId()), SHOW_LOADING_AFTER_MS);
  } else if (await ensureSession()) {
    const prefetched = loadTicketListQueries().then((module) => module.prefetchTicketList(url, userId()));
    await settledWithin(prefetched, SHOW_LOADING_AFTER_MS);
  }
  return null;
};
