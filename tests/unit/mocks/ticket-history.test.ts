import { describe, expect, it } from 'vitest';
import { BuscaHistoricoChamadoResponse } from '@generated/zod/chamados/chamados';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import type {
  AlteraDataConclusaoInput,
  AlteraResponsaveisInput,
  AlteraStatusChamadoInput,
  ChamadoInput,
  FechaChamadoInput,
} from '@generated/api/model';
import { multipart, type UntypedBody } from '../../request-body';
import { setupMockApi, type CallInit } from './support';

const START = new Date('2026-11-21T12:00:00Z');
const clock = { now: START };
const api = setupMockApi({ now: () => clock.now });

const ADMIN = { id: DEMO_ACCOUNTS.admin.id, nome: DEMO_ACCOUNTS.admin.nome };
const SUPORTE = { id: DEMO_ACCOUNTS.suporte.id, nome: DEMO_ACCOUNTS.suporte.nome };
const MINUTE = 60_000;

type Event = {
  id: number;
  tipo: string;
  usuario: { id: number; nome: string };
  createdAt: string;
  status?: { de: string; para: string };
  previsao?: { de: string | null; para: string };
  responsaveis?: { adicionados: Array<{ id: number }>; removidos: Array<{ id: number }> };
  solicitacaoResolvida?: boolean;
};

async function history(token: string, id: number): Promise<Event[]> {
  const response = await api.call(token, `/v1/chamados/historico/${id}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  BuscaHistoricoChamadoResponse.parse(body);
  return body;
}

/** Opens a new ticket (no history yet) as the token's user. */
async function openTicket(token: string): Promise<number> {
  const body = multipart<ChamadoInput>({
    setor: 'SUPORTE',
    titulo: 'Nota fiscal rejeitada no envio',
    descricao: '<p>Teste</p>',
  });
  const created = await api.call(token, '/v1/chamados', { method: 'POST', body });
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Runs a call at a given moment of the test clock and expects it to succeed. */
async function at<Body = UntypedBody>(minutes: number, token: string, path: string, init: CallInit<Body>) {
  clock.now = new Date(START.getTime() + minutes * MINUTE);
  const response = await api.call<Body>(token, path, init);
  expect(response.status, `${init.method} ${path}`).toBe(200);
}

describe("mock API: a ticket's history (GET /v1/chamados/historico/{id})", () => {
  it("seeds a history that leads to each ticket's present: its statuses, closing, due date and assignees, within its life", async () => {
    const { token } = await api.login();
    // First in the file: the seed's tickets only.
    const tickets = api.ctx.db.chamados.all();
    const kinds = new Set<string>();
    for (const ticket of tickets) {
      const events = await history(token, ticket.id);
      events.forEach((event) => kinds.add(event.tipo));
      const end = ticket.dataFechamento ?? START.toISOString();
      for (const event of events) {
        expect(
          event.createdAt >= ticket.createdAt && event.createdAt <= end,
          `#${ticket.codigoSequencial} ${event.tipo}`,
        ).toBe(true);
      }
      // The statuses chain from 'Aberto' to the ticket's status.
      const statuses = events.filter((event) => event.status);
      let current = 'EM_ABERTO';
      for (const event of statuses) {
        expect(event.status!.de).toBe(current);
        current = event.status!.para;
      }
      expect(current, `#${ticket.codigoSequencial}`).toBe(ticket.status);
      const closing = statuses.at(-1);
      if (ticket.status === 'FECHADO') {
        expect(closing).toMatchObject({
          tipo: 'FECHAMENTO',
          createdAt: ticket.dataFechamento,
          solicitacaoResolvida: ticket.solicitacaoResolvida,
        });
      }
      // The last due date set is the ticket's, set before it was due; the assignees add up to the ticket's.
      const dues = events.filter((event) => event.previsao);
      expect(dues.at(-1)?.previsao?.para ?? null).toBe(ticket.dataPrevisaoConclusao);
      for (const due of dues) expect(due.createdAt < due.previsao!.para).toBe(true);
      const assigned = new Set<number>();
      for (const event of events.filter((candidate) => candidate.responsaveis)) {
        event.responsaveis!.adicionados.forEach((user) => assigned.add(user.id));
        event.responsaveis!.removidos.forEach((user) => assigned.delete(user.id));
      }
      expect([...assigned].sort()).toEqual(
        ticket.responsaveis.map((responsavel) => responsavel.usuarioId).sort(),
      );
    }
    expect(kinds).toEqual(new Set(['STATUS', 'PREVISAO', 'RESPONSAVEIS', 'FECHAMENTO', 'REABERTURA']));
  });

  it('records every status, due date, assignee, closing and reopening change with who, when and from → to, oldest first', async () => {
    const admin = await api.login();
    const suporte = await api.login('suporte@retaguarda.dev');
    const id = await openTicket(admin.token);
    expect(await history(admin.token, id)).toEqual([]);

    const due = new Date(START.getTime() + 3 * 24 * 60 * MINUTE).toISOString();
    const later = new Date(START.getTime() + 5 * 24 * 60 * MINUTE).toISOString();
    await at<AlteraResponsaveisInput>(1, admin.token, `/v1/chamados/altera-responsaveis/${id}`, {
      method: 'PUT',
      json: { responsaveis: [ADMIN.id] },
    });
    await at<AlteraDataConclusaoInput>(2, admin.token, `/v1/chamados/altera-data-conclusao/${id}`, {
      method: 'PUT',
      json: { dataPrevisaoConclusao: due },
    });
    await at<AlteraResponsaveisInput>(3, suporte.token, `/v1/chamados/altera-responsaveis/${id}`, {
      method: 'PUT',
      json: { responsaveis: [SUPORTE.id] },
    });
    await at<AlteraDataConclusaoInput>(4, suporte.token, `/v1/chamados/altera-data-conclusao/${id}`, {
      method: 'PUT',
      json: { dataPrevisaoConclusao: later },
    });
    // The status menu and the status dialog: one call; 'Responder e aguardar cliente': the same call with a comment.
    await at(5, admin.token, `/v1/chamados/altera-status/${id}`, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' }),
    });
    await at(6, admin.token, `/v1/chamados/altera-status/${id}`, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({
        status: 'AGUARDANDO_RESPOSTA_CLIENTE',
        comentario: '<p>Pode conferir?</p>',
        privado: false,
      }),
    });
    await at<FechaChamadoInput>(7, admin.token, `/v1/chamados/fecha-chamado/${id}`, {
      method: 'PUT',
      json: { solicitacaoResolvida: false },
    });
    await at(8, suporte.token, `/v1/chamados/altera-status/${id}`, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANDAMENTO' }),
    });

    const moment = (minutes: number) => new Date(START.getTime() + minutes * MINUTE).toISOString();
    const events = await history(admin.token, id);
    expect(events.map(({ id: _id, ...event }) => event)).toEqual([
      {
        tipo: 'RESPONSAVEIS',
        usuario: expect.objectContaining(ADMIN),
        createdAt: moment(1),
        responsaveis: { adicionados: [expect.objectContaining(ADMIN)], removidos: [] },
      },
      {
        tipo: 'PREVISAO',
        usuario: expect.objectContaining(ADMIN),
        createdAt: moment(2),
        previsao: { de: null, para: due },
      },
      {
        tipo: 'RESPONSAVEIS',
        usuario: expect.objectContaining(SUPORTE),
        createdAt: moment(3),
        responsaveis: {
          adicionados: [expect.objectContaining(SUPORTE)],
          removidos: [expect.objectContaining(ADMIN)],
        },
      },
      {
        tipo: 'PREVISAO',
        usuario: expect.objectContaining(SUPORTE),
        createdAt: moment(4),
        previsao: { de: due, para: later },
      },
      {
        tipo: 'STATUS',
        usuario: expect.objectContaining(ADMIN),
        createdAt: moment(5),
        status: { de: 'EM_ABERTO', para: 'EM_ANALISE' },
      },
      {
        tipo: 'STATUS',
        usuario: expect.objectContaining(ADMIN),
        createdAt: moment(6),
        status: { de: 'EM_ANALISE', para: 'AGUARDANDO_RESPOSTA_CLIENTE' },
      },
      {
        tipo: 'FECHAMENTO',
        usuario: expect.objectContaining(ADMIN),
        createdAt: moment(7),
        status: { de: 'AGUARDANDO_RESPOSTA_CLIENTE', para: 'FECHADO' },
        solicitacaoResolvida: false,
      },
      {
        tipo: 'REABERTURA',
        usuario: expect.objectContaining(SUPORTE),
        createdAt: moment(8),
        status: { de: 'FECHADO', para: 'EM_ANDAMENTO' },
      },
    ]);
    // The reply sent with the status change is a comment of the ticket at the same moment, not an event.
    const ticket = await (await api.call(admin.token, `/v1/chamados/${id}`)).json();
    expect(ticket.comentarios.at(-1)).toMatchObject({
      comentario: '<p>Pode conferir?</p>',
      createdAt: moment(6),
    });
    clock.now = START;
  });

  it('records nothing for a refused change, and answers 404 for an unknown ticket and 401 without a session', async () => {
    const { token } = await api.login();
    const id = await openTicket(token);
    const same = await api.call(token, `/v1/chamados/altera-status/${id}`, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' }),
    });
    expect(same.status).toBe(200);
    const again = await api.call(token, `/v1/chamados/altera-status/${id}`, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' }),
    });
    expect(again.status).toBe(400);
    const past = await api.call<AlteraDataConclusaoInput>(token, `/v1/chamados/altera-data-conclusao/${id}`, {
      method: 'PUT',
      json: { dataPrevisaoConclusao: new Date(START.getTime() - MINUTE).toISOString() },
    });
    expect(past.status).toBe(400);
    expect((await history(token, id)).map((event) => event.tipo)).toEqual(['STATUS']);
    expect((await api.call(token, '/v1/chamados/historico/999999')).status).toBe(404);
    expect((await api.call(null, `/v1/chamados/historico/${id}`)).status).toBe(401);
  });
});
