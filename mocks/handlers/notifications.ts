import { HttpResponse, http, type HttpHandler } from 'msw';
import type { MarcacaoNotificacoes, Notificacao } from '@generated/api/model';
import {
  ListaNotificacoesQueryParams,
  MarcaNotificacaoLidaParams,
  MarcaNotificacaoNaoLidaParams,
} from '@generated/zod/notificacoes/notificacoes';
import type { StoredNotificacao } from '../db/database';
import { listPage } from '../db/list-query';
import { authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { pushUnreadCount, unreadCount } from '../kit/notify';
import { queryObject } from '../kit/request';
import { apiError } from '../kit/respond';
import { parseRequest } from '../kit/validation';

type Params = { id: string };

/** A notification as the API answers it (without its owner and audit fields). */
export function presentNotificacao(record: StoredNotificacao): Notificacao {
  const { id, titulo, descricao, variante, lido, createdAt, notificacaoAcao } = record;
  return { id, titulo, descricao, variante, lido, createdAt, notificacaoAcao: notificacaoAcao ?? null };
}

/** Newest first; equal moments by the later id first. */
function newestFirst(a: StoredNotificacao, b: StoredNotificacao): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

function setLido(ctx: MockContext, lido: boolean, schema: typeof MarcaNotificacaoLidaParams) {
  return authed<Params>(ctx, ({ params, user }) => {
    const parsed = parseRequest(schema, params);
    if (!parsed.ok) return parsed.response;
    const current = ctx.db.notificacoes.get(parsed.data.id);
    if (!current || current.usuarioId !== user.id) return apiError(404, 'Notificação não encontrada');
    const updated = ctx.db.notificacoes.update(current.id, { lido }, null, ctx.now())!;
    pushUnreadCount(ctx, user.id);
    return HttpResponse.json(presentNotificacao(updated));
  });
}

/**
 * Marks every unread notification of the session's user read (no one else's) and answers how many; the
 * user's sockets hear the new count only when something changed.
 */
function markAllRead(ctx: MockContext) {
  return authed(ctx, ({ user }) => {
    const unread = ctx.db.notificacoes.all().filter((record) => record.usuarioId === user.id && !record.lido);
    const now = ctx.now();
    for (const record of unread) ctx.db.notificacoes.update(record.id, { lido: true }, null, now);
    if (unread.length > 0) pushUnreadCount(ctx, user.id);
    return HttpResponse.json({ marcadas: unread.length } satisfies MarcacaoNotificacoes);
  });
}

/** The signed-in user's notifications: list, unread count, the read/unread toggle and marking all read. */
export function notificationHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      apiPath(ctx, '/v1/notificacoes'),
      authed(ctx, ({ request, user }) => {
        const parsed = parseRequest(
          ListaNotificacoesQueryParams,
          queryObject(new URL(request.url), ListaNotificacoesQueryParams),
        );
        if (!parsed.ok) return parsed.response;
        const { pagina, limitePagina, lido } = parsed.data;
        const own = ctx.db.notificacoes
          .all()
          .filter((record) => record.usuarioId === user.id && (lido === undefined || record.lido === lido))
          .sort(newestFirst);
        const page = listPage(own, { pagina, limitePagina }, { searchText: () => '' });
        return HttpResponse.json({ ...page, items: page.items.map(presentNotificacao) });
      }),
    ),
    http.get(
      apiPath(ctx, '/v1/notificacoes/conta-notificacao'),
      authed(ctx, ({ user }) => HttpResponse.json({ nao_lidas: unreadCount(ctx, user.id) })),
    ),
    http.put<Params>(
      apiPath(ctx, '/v1/notificacoes/lido/:id'),
      setLido(ctx, true, MarcaNotificacaoLidaParams),
    ),
    http.put<Params>(
      apiPath(ctx, '/v1/notificacoes/nao-lido/:id'),
      setLido(ctx, false, MarcaNotificacaoNaoLidaParams),
    ),
    http.put(apiPath(ctx, '/v1/notificacoes/marca-todas-lidas'), markAllRead(ctx)),
  ];
}
