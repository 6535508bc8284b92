import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getBuscaHistoricoChamadoQueryKey, useBuscaHistoricoChamado } from '@generated/api/chamados/chamados';

/**
 * The ticket's history (its status, due-date, assignee, closing and reopening events) for the thread.
 * Silent: a failure is the thread's small note, never a toast, and never hides the comments.
 *
 * Fresh without a timer of its own: a change made on the page refreshes it with the ticket
 * (use-ticket-cache.ts), and a change made elsewhere, which the ticket's 15 s refresh brings
 * (`version`, the ticket's updatedAt, moves), asks for it again once; `cancelRefetch: false` joins a
 * request already on its way (the page's own change asked for it a moment before).
 */
export function useTicketHistory(ticketId: number, version: string | null | undefined) {
  const queryClient = useQueryClient();
  const query = useBuscaHistoricoChamado(ticketId, { query: { meta: { silent: true } } });
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void queryClient.invalidateQueries(
      { queryKey: getBuscaHistoricoChamadoQueryKey(ticketId) },
      { cancelRefetch: false },
    );
  }, [queryClient, ticketId, version]);
  return query;
}
