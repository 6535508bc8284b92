import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Chamado } from '@generated/api/model';
import {
  getBuscaChamadoQueryKey,
  getBuscaHistoricoChamadoQueryKey,
  getContagemStatusChamadosQueryKey,
  getListaChamadosQueryKey,
} from '@generated/api/chamados/chamados';

/**
 * Keeps the cached tickets current after a change: the answered ticket becomes its details at once,
 * its history (the thread's events) is asked again, and every ticket list (all tabs and filters, the
 * start page's counters) and the tabs' counts per status are refetched.
 */
export function useTicketCache() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refreshLists = () => {
      void queryClient.invalidateQueries({ queryKey: getListaChamadosQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getContagemStatusChamadosQueryKey() });
    };
    return {
      store(ticket: Chamado) {
        queryClient.setQueryData(getBuscaChamadoQueryKey(ticket.id), ticket);
        void queryClient.invalidateQueries({ queryKey: getBuscaHistoricoChamadoQueryKey(ticket.id) });
        refreshLists();
      },
      refresh(id: number) {
        void queryClient.invalidateQueries({ queryKey: getBuscaChamadoQueryKey(id) });
        void queryClient.invalidateQueries({ queryKey: getBuscaHistoricoChamadoQueryKey(id) });
        refreshLists();
      },
    };
  }, [queryClient]);
}
