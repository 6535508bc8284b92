import type { VarianteNotificacao } from '@generated/api/model';

/** Labels of the notifications feature (the product's fixed messages come from src/lib/messages). */
export const notificationText = {
  title: 'Notificações',
  closeDrawer: 'Fechar notificações',
  markRead: 'Marcar como lida',
  markUnread: 'Marcar como não lida',
  markAllRead: 'Marcar todas como lidas',
  unreadStatus: 'Não lida',
  retry: 'Tentar novamente',
  variants: { SUCESSO: 'Sucesso', ERRO: 'Erro', INFO: 'Informação' } satisfies Record<
    VarianteNotificacao,
    string
  >,
} as const;
