import { useQueryClient } from '@tanstack/react-query';
import {
  getContaNotificacoesNaoLidasQueryKey,
  getListaNotificacoesQueryKey,
  useMarcaNotificacaoLida,
  useMarcaNotificacaoNaoLida,
} from '@generated/api/notificacoes/notificacoes';
import type { Notificacao } from '@generated/api/model';

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
