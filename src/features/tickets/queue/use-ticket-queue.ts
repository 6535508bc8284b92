import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { queueMoveOf, type QueueMove } from '@/lib/keyboard-shortcuts';
import { rememberListAddress } from '@/lib/navigation/list-return';
import { useCurrentUser } from '@/lib/session/session-store';
import { ticketListQuery } from '../list/ticket-list-query';
import { toTicketListParams, type TicketListState } from '../list/ticket-list-state';
import { rememberSeenTicket } from './queue-memory';
import {
  listAtPage,
  queueListState,
  queueOf,
  queueRouteState,
  ticketPath,
  TICKET_LIST_PATH,
  type TicketQueue,
} from './queue-state';
import { placeInQueue, stepInQueue, type QueueStep, type QueueView } from './queue-walk';

/** A modal dialog or drawer is open: the page's keys would act behind it. */
const layerOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** A list page of the queue's query, from the cache or the API, without the list's own refresh. */
function pageQuery(state: TicketListState, page: number, userId: number) {
  return {
    ...ticketListQuery(toTicketListParams({ ...state, page }, userId)),
    refetchInterval: false as const,
  };
}

export interface TicketQueueNav {
  /** Each move's step: a ticket, a page to load first, the queue's end, or not known yet. */
  steps: Record<QueueMove, QueueStep>;
  /** Goes one ticket that way (loading the next or previous page of the query first when the step needs it). */
  go: (move: QueueMove) => void;
  /** A move the user is about to ask for: the page it needs starts loading. */
  prepare: (move: QueueMove) => void;
  /** A move on its way (its page loading). */
  going: QueueMove | null;
  /** The ticket's place in the queue and the queue's size ('13 de 48'), once known. */
  place: { index: number; total: number } | null;
}

/**
 * The ticket page's side of the queue: the ticket seen is remembered (the list marks it), a ticket
 * opened by a move starts at the page's top, and when the ticket was opened from the list (the queue in
 * the router's state) 'Próximo' and 'Anterior' walk it as the list was filtered and ordered, also by 'j'
 * and 'k'. A move replaces the history entry (back returns to the list, not through every ticket seen)
 * and, past a page's edge, also the list's remembered address: 'Voltar para chamados' opens the page of
 * the ticket shown. Null when there is no queue (the ticket was opened directly).
 */
export function useTicketQueue(ticketId: number): TicketQueueNav | null {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    // A ticket opened from a list scrolled far down (or by a move) starts at its top; back keeps the browser's.
    if (navigationType !== 'POP' && window.scrollY !== 0) window.scrollTo(0, 0);
  }, [ticketId, navigationType]);
  useEffect(() => {
    if (ticketId > 0) rememberSeenTicket(ticketId);
  }, [ticketId]);

  const queue = useMemo(() => queueOf(location.state), [location.state]);
  return useQueueWalk(ticketId, queue);
}

function useQueueWalk(ticketId: number, queue: TicketQueue | null): TicketQueueNav | null {
  const userId = useCurrentUser().id;
  const client = useQueryClient();
  const navigate = useNavigate();
  const state = useMemo(() => queueListState(queue?.list ?? '', userId), [queue, userId]);
  const page = useQuery({ ...pageQuery(state, state.page, userId), enabled: queue !== null });
  const [going, setGoing] = useState<QueueMove | null>(null);

  const view = useMemo<QueueView>(() => {
    const loaded = new Map<number, readonly number[]>();
    if (page.data)
      loaded.set(
        state.page,
        page.data.items.map((item) => item.id),
      );
    return { page: state.page, pages: page.data?.totalPaginas, seen: queue?.ids ?? [], loaded };
  }, [page.data, state.page, queue]);

  /** The view with the page a step needs, from the cache or the API. */
  const withPage = useCallback(
    async (base: QueueView, pageIndex: number): Promise<QueueView> => {
      const answer = await client.fetchQuery(pageQuery(state, pageIndex, userId));
      const loaded = new Map(base.loaded).set(
        pageIndex,
        answer.items.map((item) => item.id),
      );
      return { ...base, loaded };
    },
    [client, state, userId],
  );

  const latest = useRef({ view, going });
  useLayoutEffect(() => {
    latest.current = { view, going };
  });

  const go = useCallback(
    async (move: QueueMove) => {
      if (!queue || latest.current.going) return;
      let current = latest.current.view;
      let step = stepInQueue(current, ticketId, move);
      if (step.kind === 'page') {
        setGoing(move);
        try {
          current = await withPage(current, step.page);
        } catch {
          return; // The page did not load: the ticket stays, the button can be pressed again.
        } finally {
          setGoing(null);
        }
        step = stepInQueue(current, ticketId, move);
      }
      if (step.kind !== 'ticket') return;
      const list = step.page === current.page ? queue.list : listAtPage(queue.list, state, step.page);
      if (list !== queue.list) rememberListAddress(TICKET_LIST_PATH, list);
      const ids = [...(current.loaded.get(step.page) ?? queue.ids)];
      void navigate(ticketPath(step.id), { replace: true, state: queueRouteState({ list, ids }) });
    },
    [queue, ticketId, withPage, state, navigate],
  );

  const prepare = useCallback(
    (move: QueueMove) => {
      const step = stepInQueue(latest.current.view, ticketId, move);
      if (step.kind === 'page') void client.prefetchQuery(pageQuery(state, step.page, userId));
    },
    [client, state, ticketId, userId],
  );

  useEffect(() => {
    if (!queue) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      const move = queueMoveOf(event, layerOpen());
      if (!move) return;
      event.preventDefault();
      void go(move);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [queue, go]);

  if (!queue) return null;
  const live = view.loaded.get(view.page);
  const index = live ? placeInQueue(live, ticketId, view.page, state.size) : null;
  return {
    steps: { next: stepInQueue(view, ticketId, 'next'), previous: stepInQueue(view, ticketId, 'previous') },
    go: (move) => void go(move),
    prepare,
    going,
    place: index !== null && page.data ? { index, total: page.data.totalItens } : null,
  };
}
