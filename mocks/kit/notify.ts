import type { AcaoNotificacao, VarianteNotificacao } from '@generated/api/model';
import type { StoredNotificacao } from '../db/database';
import type { MockContext } from './context';

export function unreadCount(ctx: MockContext, userId: number): number {
  let count = 0;
  for (const notification of ctx.db.notificacoes.all())
    if (notification.usuarioId === userId && !notification.lido) count++;
  return count;
}

/** Tells the user's open sockets the new unread count (NOTIFICACOES event). */
export function pushUnreadCount(ctx: MockContext, userId: number): void {
  ctx.live.sendTo(userId, {
    tipo_evento: 'NOTIFICACOES',
    status: 'SUCESSO',
    dados: { nao_lidas: unreadCount(ctx, userId) },
  });
}

/** Creates a notification for a user and pushes the new unread count. */
export function notify(
  ctx: MockContext,
  userId: number,
  notification: {
    titulo: string;
    descricao: string;
    variante: VarianteNotificacao;
    notificacaoAcao?: AcaoNotificacao | null;
  },
): StoredNotificacao {
  const stored = ctx.db.notificacoes.insert(
    {
      ...notification,
      notificacaoAcao: notification.notificacaoAcao ?? null,
      lido: false,
      usuarioId: userId,
    },
    null,
    ctx.now(),
  );
  pushUnreadCount(ctx, userId);
  return stored;
}
