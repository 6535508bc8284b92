import { HttpResponse, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import {
  StatusChamado,
  type ContagemStatusChamados,
  type ContagemVisoesChamados,
} from '@generated/api/model';
import {
  ContagemStatusChamadosQueryParams,
  CriaChamadoBody,
  ListaChamadosQueryParams,
} from '@generated/zod/chamados/chamados';
import type { StoredChamado } from '../db/database';
import { listPage, matchingRecords } from '../db/list-query';
import { ticketHistory } from '../db/ticket-history';
import {
  isAssignedTo,
  isOverdueAt,
  isUnansweredFor,
  isUnassigned,
  ticketSearchText,
} from '../db/ticket-queue';
import { actorOf, authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { queryObject } from '../kit/request';
import { fieldErrors } from '../kit/respond';
import { parseRequest } from '../kit/validation';
import { ticketActionHandlers } from './tickets-actions';
import { parseMultipart, presentChamado, presentResumo, storeAttachments, ticketOf } from './tickets-common';

type Params = { id: string };
type ListQuery = z.output<typeof ListaChamadosQueryParams>;
/** The filters the list and the count per status share (every one but status). */
type SharedQuery = z.output<typeof ContagemStatusChamadosQueryParams>;

/** Every stored status, from the contract's enumeration. */
const STATUSES = Object.values(StatusChamado);

/** What the search looks through: code, title, customer, description and comments (ticket-queue.ts). */
const searchText = ticketSearchText;

/** The calendar day (yyyy-MM-dd) of a moment in Brazil, where the users pick the filter dates. */
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dayOf = (iso: string) => dayFormat.format(new Date(iso));

/** True when the moment's day lies in [inicio, fim] (either end optional, both inclusive). */
function withinDays(iso: string | null | undefined, inicio?: string, fim?: string): boolean {
  if (!inicio && !fim) return true;
  if (!iso) return false;
  const day = dayOf(iso);
  return (!inicio || day >= inicio) && (!fim || day <= fim);
}

/** The list's filters: its status list, then those it shares with the count per status. */
function ticketFilters(query: ListQuery, nowMs: number): Array<(ticket: StoredChamado) => boolean> {
  const status = query.status ?? [];
  const byStatus =
    status.length > 0 && !status.includes('TODOS')
      ? [(ticket: StoredChamado) => (status as string[]).includes(ticket.status)]
      : [];
  return [...byStatus, ...sharedFilters(query, nowMs)];
}

/** Every filter but the status (the queue's views and "sem resposta" at `nowMs`, the moment of the call). */
function sharedFilters(query: SharedQuery, nowMs: number): Array<(ticket: StoredChamado) => boolean> {
  const filters: Array<(ticket: StoredChamado) => boolean> = [];
  const { responsavelUsuarioId, empresaId, semRespostaHoras } = query;
  if (responsavelUsuarioId !== undefined)
    filters.push((ticket) => isAssignedTo(ticket, responsavelUsuarioId));
  if (query.atrasados) filters.push((ticket) => isOverdueAt(ticket, nowMs));
  if (query.semResponsavel) filters.push(isUnassigned);
  if (semRespostaHoras !== undefined)
    filters.push((ticket) => isUnansweredFor(ticket, semRespostaHoras, nowMs));
  if (empresaId !== undefined) filters.push((ticket) => ticket.empresa?.id === empresaId);
  const setor = query.setor ?? [];
  if (setor.length > 0) filters.push((ticket) => setor.includes(ticket.setor));
  const { dataAberturaInicio, dataAberturaFim, dataFechamentoInicio, dataFechamentoFim } = query;
  if (dataAberturaInicio || dataAberturaFim)
    filters.push((ticket) => withinDays(ticket.createdAt, dataAberturaInicio, dataAberturaFim));
  if (dataFechamentoInicio || dataFechamentoFim) {
    filters.push((ticket) => withinDays(ticket.dataFechamento, dataFechamentoInicio, dataFechamentoFim));
  }
  return filters;
}

/** Tickets: list, open (with attachments), details and history, plus the actions of tickets-actions.ts. */
export function ticketHandlers(ctx: MockContext): HttpHandler[] {
  const tickets = ctx.db.chamados;
  return [
    http.get(
      apiPath(ctx, '/v1/chamados'),
      authed(ctx, ({ request }) => {
        const parsed = parseRequest(
          ListaChamadosQueryParams,
          queryObject(new URL(request.url), ListaChamadosQueryParams),
        );
        if (!parsed.ok) return parsed.response;
        const query = parsed.data;
        const page = listPage(
          tickets.all(),
          {
            pagina: query.pagina,
            limitePagina: query.limitePagina,
            filtros: query.filtros,
            ordenacao: query.ordenacao,
          },
          {
            searchText,
            filters: ticketFilters(query, ctx.now().getTime()),
            defaultSort: 'createdAt,desc',
          },
        );
        return HttpResponse.json({ ...page, items: page.items.map(presentResumo) });
      }),
    ),
    // Before /v1/chamados/:id, which would take 'contagem-status' for an id.
    http.get(
      apiPath(ctx, '/v1/chamados/contagem-status'),
      authed(ctx, ({ request, user }) => {
        const parsed = parseRequest(
          ContagemStatusChamadosQueryParams,
          queryObject(new URL(request.url), ContagemStatusChamadosQueryParams),
        );
        if (!parsed.ok) return parsed.response;
        const nowMs = ctx.now().getTime();
        const counted = matchingRecords(tickets.all(), parsed.data, {
          searchText,
          filters: sharedFilters(parsed.data, nowMs),
        });
        const porStatus = Object.fromEntries(
          STATUSES.map((status) => [status, 0]),
        ) as ContagemStatusChamados['porStatus'];
        const visoes: ContagemVisoesChamados = { atrasados: 0, semResponsavel: 0, meus: 0 };
        for (const ticket of counted) {
          porStatus[ticket.status] += 1;
          if (isOverdueAt(ticket, nowMs)) visoes.atrasados += 1;
          if (ticket.status === 'FECHADO') continue;
          if (isUnassigned(ticket)) visoes.semResponsavel += 1;
          if (isAssignedTo(ticket, user.id)) visoes.meus += 1;
        }
        return HttpResponse.json({
          total: counted.length,
          porStatus,
          visoes,
        } satisfies ContagemStatusChamados);
      }),
    ),
    http.post(
      apiPath(ctx, '/v1/chamados'),
      authed(ctx, async ({ request, user }) => {
        const parsed = await parseMultipart(request, CriaChamadoBody);
        if (!parsed.ok) return parsed.response;
        const { setor, titulo, descricao, empresaId } = parsed.data;
        const empresa = empresaId === undefined ? null : ctx.db.resources.empresas.get(empresaId);
        if (empresa === undefined)
          return fieldErrors(400, [{ campo: 'empresaId', errors: ['Opção inválida'] }]);
        const anexos = await storeAttachments(ctx, parsed.data.anexos);
        if (!anexos.ok) return anexos.response;
        const ticket = tickets.insert(
          {
            codigoSequencial: ctx.db.counters.chamado++,
            setor,
            status: 'EM_ABERTO',
            titulo,
            descricao,
            empresa: empresa ? { id: empresa.id, nome: empresa.nome } : null,
            dataPrevisaoConclusao: null,
            dataFechamento: null,
            solicitacaoResolvida: null,
            responsaveis: [],
            anexos: anexos.data,
            comentarios: [],
          },
          actorOf(user),
          ctx.now(),
        );
        return HttpResponse.json(presentChamado(ticket), { status: 201 });
      }),
    ),
    http.get<Params>(
      apiPath(ctx, '/v1/chamados/:id'),
      authed<Params>(ctx, ({ params }) => {
        const ticket = ticketOf(ctx, params);
        return ticket.ok ? HttpResponse.json(presentChamado(ticket.data)) : ticket.response;
      }),
    ),
    http.get<Params>(
      apiPath(ctx, '/v1/chamados/historico/:id'),
      authed<Params>(ctx, ({ params }) => {
        const ticket = ticketOf(ctx, params);
        return ticket.ok ? HttpResponse.json(ticketHistory(ctx.db, ticket.data.id)) : ticket.response;
      }),
    ),
    ...ticketActionHandlers(ctx),
  ];
}
