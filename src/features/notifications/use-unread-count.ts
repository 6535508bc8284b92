import { useQueryClient } from '@tanstack/react-query';
import {
  getContaNotificacoesNaoLidasQueryKey,
  getListaNotificacoesQueryKey,
  useContaNotificacoesNaoLidas,
} from '@generated/api/notificacoes/notificacoes';
import type { ContagemNotificacoes } from '@generated/api/model';
import { useLiveEvent } from '@/lib/live/live-socket';

/** The unread count (cached indefinitely); undefined until the first answer. */
export function useUnreadCount(): number | undefined {
  const { data } = useContaNotificacoesNaoLidas({ query: { staleTime: Infinity, gcTime: Infinity } });
  return data?.nao_lidas;
}

/**
 * NOTIFICACOES events of the live socket: the cached count becomes dados.nao_lidas and every
 * notification list is refreshed.
 */
export function useNotificationsLiveSync(): void {
  const queryClient = useQueryClient();
  useLiveEvent('NOTIFICACOES', (event) => {
    const count = event.dados?.nao_lidas;
    const countKey = getContaNotificacoesNaoLidasQueryKey();
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) {
      queryClient.setQueryData<ContagemNotificacoes>(countKey, { nao_lidas: count });
    } else {
      void queryClient.invalidateQueries({ queryKey: countKey });
    }
    void queryClient.invalidateQueries({ queryKey: getListaNotificacoesQueryKey() });
  });
}
