import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import type { EventoChamado } from '@generated/api/model';
import { getBuscaHistoricoChamadoQueryKey, useBuscaHistoricoChamado } from '@generated/api/chamados/chamados';

/** What the thread needs of the ticket's history. */
export interface TicketHistory {
  /** The events loaded so far (none while loading or after a failure with nothing loaded). */
  events: readonly EventoChamado[];
  failed: boolean;
  retry: () => void;
}

const NONE: readonly EventoChamado[] = [];

/**
 * The ticket's history (its status, due-date, assignee, closing and reopening events) for the thread.
 * Asked by the page beside the ticket, not after it, so the events come with the comments. Silent: a
 * failure is the thread's small note, never a toast, and never hides the comments.
 *
 * Fresh without a timer of its own: a change made on the page refreshes it with the ticket
 * (use-ticket-cache.ts), and a change made elsewhere, which the ticket's 15 s refresh brings
 * (`version`, the ticket's updatedAt, moves), asks for it again once; `cancelRefetch: false` joins a
 * request already on its way (the page's own change asked for it a moment before). The ticket's first
 * answer is no change.
 */
export function useTicketHistory(ticketId: number, version: string | null | undefined): TicketHistory {
  const queryClient = useQueryClient();
  const query = useBuscaHistoricoChamado(ticketId, {
    query: { enabled: ticketId > 0, meta: { silent: true } },
  });
  const seen = useRef(version);
  useEffect(() => {
    const before = seen.current;
    seen.current = version;
    if (before === undefined || before === version) return;
    void queryClient.invalidateQueries(
      { queryKey: getBuscaHistoricoChamadoQueryKey(ticketId) },
      { cancelRefetch: false },
    );
  }, [queryClient, ticketId, version]);
  const { data, isError, refetch } = query;
  return useMemo(
    () => ({ events: data ?? NONE, failed: isError, retry: () => void refetch() }),
    [data, isError, refetch],
  );
}
