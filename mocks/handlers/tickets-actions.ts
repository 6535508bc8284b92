import { HttpResponse, http, type HttpHandler } from 'msw';
import type { ComentarioChamado, ResponsavelChamado } from '@generated/api/model';
import {
  AlteraDataConclusaoChamadoBody,
  AlteraResponsaveisChamadoBody,
  AlteraStatusChamadoBody,
  CriaComentarioChamadoBody,
  ExcluiComentarioChamadoParams,
  FechaChamadoBody,
} from '@generated/zod/chamados/chamados';
import { STATUS_LABELS } from '@/lib/format/ticket-labels';
import type { StoredChamado } from '../db/database';
import { assigneeChange, recordTicketEvents, type NewTicketEvent } from '../db/ticket-history';
import { DEMO_ACCOUNTS } from '../db/seed/accounts';
import { actorOf, authed, type SessionUser } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { jsonBody } from '../kit/request';
import { apiError, fieldErrors, notFound } from '../kit/respond';
import { parseRequest } from '../kit/validation';
import {
  CLOSED_REFUSED,
  notifyAssignees,
  parseMultipart,
  presentChamado,
  storeAttachments,
  ticketOf,
  usuarioResumo,
} from './tickets-common';

type Params = { id: string };
const COMMENT_DELETE_WINDOW_MS = 5 * 60 * 1000;
const SUPER_USER_EMAIL = DEMO_ACCOUNTS.root.email;

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'America/Sao_Paulo',
});

function newComment(
  ctx: MockContext,
  user: SessionUser,
  comentario: string,
  privado: boolean,
  anexos: ComentarioChamado['anexos'],
) {
  const comment: ComentarioChamado = {
    id: ctx.db.counters.comentario++,
    comentario,
    privado,
    anexos,
    createdAt: ctx.now().toISOString(),
    usuario: usuarioResumo(user),
    // Whoever signs in to the back-office is the provider's staff; customers write from their own portal.
    origem: 'SUPORTE',
  };
  return comment;
}

/** What changed, for the ticket's history: who and when are the commit's. */
type Change = Omit<NewTicketEvent, 'usuario' | 'createdAt'>;

/**
 * Saves a change of a ticket, records its events in the ticket's history (at the moment of the change,
 * the same as a comment sent with it), tells its assignees and answers the updated ticket.
 */
function commit(
  ctx: MockContext,
  user: SessionUser,
  ticket: StoredChamado,
  changes: Partial<StoredChamado>,
  message: [string, string],
  events: readonly Change[] = [],
) {
  const now = ctx.now();
  const updated = ctx.db.chamados.update(ticket.id, changes, actorOf(user), now)!;
  const usuario = usuarioResumo(user);
  recordTicketEvents(
    ctx.db,
    ticket.id,
    events.map((event) => ({ ...event, usuario, createdAt: now.toISOString() })),
  );
  notifyAssignees(
    ctx,
    updated,
    user.id,
    message[0],
    message[1],
    updated.status === 'FECHADO' ? 'SUCESSO' : 'INFO',
  );
  return HttpResponse.json(presentChamado(updated));
}

type TicketAction = (info: {
  request: Request;
  user: SessionUser;
  ticket: StoredChamado;
  label: string;
}) => Promise<Response>;

/** A PUT/POST on /v1/chamados/<action>/{id} for a ticket that must exist (404 otherwise). */
function onTicket(ctx: MockContext, run: TicketAction) {
  return authed<Params>(ctx, async ({ request, params, user }) => {
    const ticket = ticketOf(ctx, params);
    if (!ticket.ok) return ticket.response;
    return run({ request, user, ticket: ticket.data, label: `Chamado #${ticket.data.codigoSequencial}` });
  });
}

/** A ticket action that only an open ticket accepts (409 on a closed one). */
function onOpenTicket(ctx: MockContext, run: TicketAction) {
  return onTicket(ctx, async (info) =>
    info.ticket.status === 'FECHADO' ? apiError(409, CLOSED_REFUSED) : run(info),
  );
}

/** Comments, comment deletion, status, closing, expected date and assignees of a ticket. */
export function ticketActionHandlers(ctx: MockContext): HttpHandler[] {
  const tickets = ctx.db.chamados;
  return [
    http.post<Params>(
      apiPath(ctx, '/v1/chamados/comentario/:id'),
      onOpenTicket(ctx, async ({ request, user, ticket, label }) => {
        const parsed = await parseMultipart(request, CriaComentarioChamadoBody);
        if (!parsed.ok) return parsed.response;
        const anexos = await storeAttachments(ctx, parsed.data.anexos);
        if (!anexos.ok) return anexos.response;
        const comment = newComment(ctx, user, parsed.data.comentario, parsed.data.privado, anexos.data);
        return commit(ctx, user, ticket, { comentarios: [...ticket.comentarios, comment] }, [
          `Novo comentário: ${label}`,
          `${user.nome} comentou o chamado "${ticket.titulo}".`,
        ]);
      }),
    ),
    http.delete<Params>(
      apiPath(ctx, '/v1/chamados/deleta-comentario/:id'),
      authed<Params>(ctx, ({ params, user }) => {
        const parsed = parseRequest(ExcluiComentarioChamadoParams, params);
        if (!parsed.ok) return parsed.response;
        const id = parsed.data.id;
        const ticket = tickets.find((candidate) =>
          candidate.comentarios.some((comment) => comment.id === id),
        );
        const comment = ticket?.comentarios.find((candidate) => candidate.id === id);
        if (!ticket || !comment) return notFound('Comentário');
        if (comment.usuario.id !== user.id) return apiError(403, 'Somente o autor pode excluir o comentário');
        if (ticket.status === 'FECHADO') return apiError(409, CLOSED_REFUSED);
        if (ctx.now().getTime() - new Date(comment.createdAt).getTime() > COMMENT_DELETE_WINDOW_MS) {
          return apiError(409, 'O comentário só pode ser excluído até 5 minutos após a criação');
        }
        for (const anexo of comment.anexos) if (anexo.arquivoId) delete ctx.db.files[anexo.arquivoId];
        const comentarios = ticket.comentarios.filter((candidate) => candidate.id !== id);
        const updated = tickets.update(ticket.id, { comentarios }, actorOf(user), ctx.now())!;
        notifyAssignees(
          ctx,
          updated,
          user.id,
          `Comentário excluído: Chamado #${ticket.codigoSequencial}`,
          `${user.nome} excluiu um comentário do chamado "${ticket.titulo}".`,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.put<Params>(
      apiPath(ctx, '/v1/chamados/altera-status/:id'),
      // Also on a closed ticket: changing its status reopens it (no closing date, no resolution).
      onTicket(ctx, async ({ request, user, ticket, label }) => {
        const parsed = await parseMultipart(request, AlteraStatusChamadoBody);
        if (!parsed.ok) return parsed.response;
        const { status, comentario, privado, anexos: files } = parsed.data;
        if (status === ticket.status)
          return fieldErrors(400, [{ campo: 'status', errors: ['O chamado já está nesta situação'] }]);
        if ((files?.length ?? 0) > 0 && !comentario)
          return fieldErrors(400, [{ campo: 'comentario', errors: ['Campo obrigatório'] }]);
        const anexos = await storeAttachments(ctx, files);
        if (!anexos.ok) return anexos.response;
        const comentarios = comentario
          ? [...ticket.comentarios, newComment(ctx, user, comentario, privado, anexos.data)]
          : ticket.comentarios;
        const reopened = ticket.status === 'FECHADO';
        const changes = reopened
          ? { status, comentarios, dataFechamento: null, solicitacaoResolvida: null }
          : { status, comentarios };
        const event: Change = {
          tipo: reopened ? 'REABERTURA' : 'STATUS',
          status: { de: ticket.status, para: status },
        };
        return commit(
          ctx,
          user,
          ticket,
          changes,
          [
            reopened ? `${label} reaberto` : `Situação alterada: ${label}`,
            `${user.nome} ${reopened ? 'reabriu' : 'alterou a situação d'}o chamado "${ticket.titulo}" ${reopened ? 'em' : 'para'} ${STATUS_LABELS[status]}.`,
          ],
          [event],
        );
      }),
    ),
    http.put<Params>(
      apiPath(ctx, '/v1/chamados/fecha-chamado/:id'),
      onOpenTicket(ctx, async ({ request, user, ticket, label }) => {
        const parsed = parseRequest(FechaChamadoBody, (await jsonBody(request)) ?? {});
        if (!parsed.ok) return parsed.response;
        const { solicitacaoResolvida, comentario, privado } = parsed.data;
        const comentarios = comentario
          ? [...ticket.comentarios, newComment(ctx, user, comentario, privado, [])]
          : ticket.comentarios;
        const dataFechamento = ctx.now().toISOString();
        const event: Change = {
          tipo: 'FECHAMENTO',
          status: { de: ticket.status, para: 'FECHADO' },
          solicitacaoResolvida,
        };
        return commit(
          ctx,
          user,
          ticket,
          { status: 'FECHADO', dataFechamento, solicitacaoResolvida, comentarios },
          [
            `${label} fechado`,
            `${user.nome} fechou o chamado "${ticket.titulo}" (${solicitacaoResolvida ? 'solicitação resolvida' : 'solicitação não resolvida'}).`,
          ],
          [event],
        );
      }),
    ),
    http.put<Params>(
      apiPath(ctx, '/v1/chamados/altera-data-conclusao/:id'),
      onOpenTicket(ctx, async ({ request, user, ticket, label }) => {
        const parsed = parseRequest(AlteraDataConclusaoChamadoBody, await jsonBody(request));
        if (!parsed.ok) return parsed.response;
        const date = new Date(parsed.data.dataPrevisaoConclusao);
        if (date.getTime() <= ctx.now().getTime()) {
          return fieldErrors(400, [
            { campo: 'dataPrevisaoConclusao', errors: ['Não pode ser anterior a data atual'] },
          ]);
        }
        const para = date.toISOString();
        // The same moment again changes nothing: nothing for the history.
        const events: Change[] =
          para === ticket.dataPrevisaoConclusao
            ? []
            : [{ tipo: 'PREVISAO', previsao: { de: ticket.dataPrevisaoConclusao ?? null, para } }];
        return commit(
          ctx,
          user,
          ticket,
          { dataPrevisaoConclusao: para },
          [
            `Previsão de conclusão alterada: ${label}`,
            `${user.nome} alterou a previsão de conclusão do chamado "${ticket.titulo}" para ${dateTime.format(date)}.`,
          ],
          events,
        );
      }),
    ),
    http.put<Params>(
      apiPath(ctx, '/v1/chamados/altera-responsaveis/:id'),
      onOpenTicket(ctx, async ({ request, user, ticket, label }) => {
        const parsed = parseRequest(AlteraResponsaveisChamadoBody, await jsonBody(request));
        if (!parsed.ok) return parsed.response;
        const ids = [...new Set(parsed.data.responsaveis)];
        const invalid = parsed.data.responsaveis.findIndex((id) => {
          const candidate = ctx.db.resources.usuarios.get(id);
          return (
            !candidate ||
            !candidate.ativo ||
            !candidate.admin ||
            candidate.email.toLowerCase() === SUPER_USER_EMAIL
          );
        });
        if (invalid >= 0)
          return fieldErrors(400, [{ campo: `responsaveis.${invalid}`, errors: ['Opção inválida'] }]);
        const current = new Set(ticket.responsaveis.map((responsavel) => responsavel.usuarioId));
        if (ids.length === current.size && ids.every((id) => current.has(id))) {
          return fieldErrors(400, [
            { campo: 'responsaveis', errors: ['Os responsáveis informados são os mesmos atuais'] },
          ]);
        }
        const responsaveis: ResponsavelChamado[] = ids.map(
          (usuarioId) =>
            ticket.responsaveis.find((responsavel) => responsavel.usuarioId === usuarioId) ?? {
              id: ctx.db.counters.responsavel++,
              usuarioId,
              usuario: usuarioResumo(ctx.db.resources.usuarios.get(usuarioId)!),
            },
        );
        const change = assigneeChange(ticket.responsaveis, responsaveis);
        return commit(
          ctx,
          user,
          ticket,
          { responsaveis },
          [
            `Responsáveis alterados: ${label}`,
            `${user.nome} definiu os responsáveis do chamado "${ticket.titulo}": ${responsaveis.map((r) => r.usuario.nome).join(', ')}.`,
          ],
          change ? [{ tipo: 'RESPONSAVEIS', responsaveis: change }] : [],
        );
      }),
    ),
  ];
}
