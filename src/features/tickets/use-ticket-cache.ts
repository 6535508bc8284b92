import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Chamado } from '@generated/api/model';
import { getBuscaChamadoQueryKey, getListaChamadosQueryKey } from '@generated/api/chamados/chamados';

/**
 * Keeps the cached tickets current after a change: the answered ticket becomes its details at once,
 * and every ticket list (all tabs and filters, the start page's counters) is refetched.
 */
export function useTicketCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      store(ticket: Chamado) {
        queryClient.setQueryData(getBuscaChamadoQueryKey(ticket.id), ticket);
        void queryClient.invalidateQueries({ queryKey: getListaChamadosQueryKey() });
      },
      refresh(id: number) {
        void queryClient.invalidateQueries({ queryKey: getBuscaChamadoQueryKey(id) });
        void queryClient.invalidateQueries({ queryKey: getListaChamadosQueryKey() });
      },
    }),
    [queryClient],
  );
}
