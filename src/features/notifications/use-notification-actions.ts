import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import {
  getContaNotificacoesNaoLidasQueryKey,
  getListaNotificacoesQueryKey,
  useMarcaNotificacaoLida,
  useMarcaNotificacaoNaoLida,
  useMarcaTodasNotificacoesLidas,
} from '@generated/api/notificacoes/notificacoes';
import type { ContagemNotificacoes, Notificacao } from '@generated/api/model';

/** Read/unread toggle and action opening of one notification. */
export function useNotificationActions(onNavigate: (route: string) => void) {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getListaNotificacoesQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getContaNotificacoesNaoLidasQueryKey() });
  };
  // A failure shows the red error toast through the query client's mutation cache.
  const markRead = useMarcaNotificacaoLida({ mutation: { onSuccess: refresh } });
  const markUnread = useMarcaNotificacaoNaoLida({ mutation: { onSuccess: refresh } });

  const toggle = (notification: Notificacao) => {
    const mutation = notification.lido ? markUnread : markRead;
    mutation.mutate({ id: notification.id });
  };

  /** Marks the notification read (when unread), then goes to its route, even if marking failed. */
  const openAction = async (notification: Notificacao) => {
    const action = notification.notificacaoAcao;
    if (!action) return;
    if (!notification.lido) {
      try {
        await markRead.mutateAsync({ id: notification.id });
      } catch {
        // The error toast is already shown; the user still gets where they wanted to go.
      }
    }
    onNavigate(action.rota);
  };

  return { toggle, openAction, busy: markRead.isPending || markUnread.isPending };
}

/**
 * 'Marcar todas como lidas' (PUT marca-todas-lidas): one call at a time, however fast the clicks (a ref,
 * not the mutation's state, which a second click in the same tick would not see yet). On success the
 * bell reads zero at once and the lists and the count are asked again (a notification arriving meanwhile
 * is counted again). A failure shows the red error toast through the query client's mutation cache.
 */
export function useMarkAllRead(onDone?: () => void) {
  const queryClient = useQueryClient();
  const running = useRef(false);
  const mutation = useMarcaTodasNotificacoesLidas({
    mutation: {
      onSuccess: () => {
        const countKey = getContaNotificacoesNaoLidasQueryKey();
        queryClient.setQueryData<ContagemNotificacoes>(countKey, { nao_lidas: 0 });
        void queryClient.invalidateQueries({ queryKey: countKey });
        void queryClient.invalidateQueries({ queryKey: getListaNotificacoesQueryKey() });
        onDone?.();
      },
    },
  });
  const markAll = () => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(undefined, {
      onSettled: () => {
        running.current = false;
      },
    });
  };
  return { markAll, pending: mutation.isPending };
}
