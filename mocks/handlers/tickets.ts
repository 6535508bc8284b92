import { HttpResponse, http, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { CriaChamadoBody, ListaChamadosQueryParams } from '@generated/zod/chamados/chamados';
import type { StoredChamado } from '../db/database';
import { listPage } from '../db/list-query';
import { actorOf, authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { queryObject } from '../kit/request';
import { fieldErrors } from '../kit/respond';
import { parseRequest } from '../kit/validation';
import { ticketActionHandlers } from './tickets-actions';
import { parseMultipart, presentChamado, presentResumo, storeAttachments, ticketOf } from './tickets-common';

type Params = { id: string };
type ListQuery = z.output<typeof ListaChamadosQueryParams>;

/** The calendar day (yyyy-MM-dd) of a moment in Brazil, where the users pick the filter dates. */
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (iso: string) => dayFormat.format(new Date(iso));

/** True when the moment's day lies in [inicio, fim] (either end optional, both inclusive). */
function withinDays(iso: string | null | undefined, inicio?: string, fim?: string): boolean {
  if (!inicio && !fim) return true;
  if (!iso) return false;
  const day = dayOf(iso);
  return (!inicio || day >= inicio) && (!fim || day <= fim);
}

function ticketFilters(query: ListQuery): Array<(ticket: StoredChamado) => boolean> {
  const filters: Array<(ticket: StoredChamado) => boolean> = [];
  const status = query.status ?? [];
  if (status.length > 0 && !status.includes('TODOS')) filters.push((ticket) => (status as string[]).includes(ticket.status));
  const setor = query.setor ?? [];
  if (setor.length > 0) filters.push((ticket) => setor.includes(ticket.setor));
  const { dataAberturaInicio, dataAberturaFim, dataFechamentoInicio, dataFechamentoFim } = query;
  if (dataAberturaInicio || dataAberturaFim) filters.push((ticket) => withinDays(ticket.createdAt, dataAberturaInicio, dataAberturaFim));
  if (dataFechamentoInicio || dataFechamentoFim) {
    filters.push((ticket) => withinDays(ticket.dataFechamento, dataFechamentoInicio, dataFechamentoFim));
  }
  return filters;
}

/** Tickets: list, open (with attachments) and details, plus the actions of tickets-actions.ts. */
export function ticketHandlers(ctx: MockContext): HttpHandler[] {
  const tickets = ctx.db.chamados;
  return [
    http.get(
      apiPath(ctx, '/v1/chamados'),
      authed(ctx, ({ request }) => {
        const parsed = parseRequest(ListaChamadosQueryParams, queryObject(new URL(request.url), ListaChamadosQueryParams));
        if (!parsed.ok) return parsed.response;
        const query = parsed.data;
        const page = listPage(
          tickets.all(),
          { pagina: query.pagina, limitePagina: query.limitePagina, filtros: query.filtros, ordenacao: query.ordenacao },
          {
            searchText: (ticket) => `${ticket.codigoSequencial} ${ticket.titulo} ${ticket.empresa?.nome ?? ''}`,
            filters: ticketFilters(query),
            defaultSort: 'createdAt,desc',
          },
        );
        return HttpResponse.json({ ...page, items: page.items.map(presentResumo) });
      }),
    ),
    http.post(
      apiPath(ctx, '/v1/chamados'),
      authed(ctx, async ({ request, user }) => {
        const parsed = await parseMultipart(request, CriaChamadoBody);
        if (!parsed.ok) return parsed.response;
        const { setor, titulo, descricao, empresaId } = parsed.data;
        const empresa = empresaId === undefined ? null : ctx.db.resources.empresas.get(empresaId);
        if (empresa === undefined) return fieldErrors(400, [{ campo: 'empresaId', errors: ['Opção inválida'] }]);
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
    ...ticketActionHandlers(ctx),
  ];
}
