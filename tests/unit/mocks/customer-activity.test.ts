import { afterEach, describe, expect, it, vi } from 'vitest';
import { BuscaChamadoResponse, ListaChamadosResponse } from '@generated/zod/chamados/chamados';
import {
  addCustomerComment,
  openCustomerTicket,
  startCustomerActivity,
} from '@mocks/handlers/customer-activity';
import { setupMockApi } from './support';

const clock = { now: new Date('2026-11-21T12:00:00Z') };
const api = setupMockApi({ now: () => clock.now });

/** The customers' users of a customer (active links). */
const usersOf = (empresaId: number) =>
  api.ctx.db.usuariosEmpresa
    .all()
    .filter((link) => link.ativo && link.empresaId === empresaId)
    .map((link) => link.usuario.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('mock API: what customers do from their portal (QA controls)', () => {
  it("a customer's ticket is open, unassigned, by one of the customer's users, and comes first in the list", async () => {
    const { token } = await api.login();
    clock.now = new Date('2026-11-21T12:05:00Z');
    const ticket = openCustomerTicket(api.ctx);
    expect(ticket).toMatchObject({
      status: 'EM_ABERTO',
      setor: 'SUPORTE',
      responsaveis: [],
      comentarios: [],
    });
    expect(ticket.titulo.length).toBeGreaterThanOrEqual(15);
    expect(usersOf(ticket.empresa!.id)).toContain(ticket.usuarioCreated!.id);

    const response = await api.call(token, '/v1/chamados?pagina=1&limitePagina=10&ordenacao=createdAt,desc');
    const page = ListaChamadosResponse.parse(await response.json());
    expect(page.items[0]).toMatchObject({
      id: ticket.id,
      codigoSequencial: ticket.codigoSequencial,
      titulo: ticket.titulo,
    });

    const named = openCustomerTicket(api.ctx, {
      titulo: 'Erro ao emitir CT-e da filial de Campinas',
      empresaId: ticket.empresa!.id,
    });
    expect(named).toMatchObject({
      titulo: 'Erro ao emitir CT-e da filial de Campinas',
      empresa: { id: ticket.empresa!.id },
    });
    expect(named.codigoSequencial).toBe(ticket.codigoSequencial + 1);
  });

  it("a customer's comment is public, from the customer's side, and notifies the ticket's assignees", async () => {
    const { token } = await api.login();
    const ticket = api.ctx.db.chamados
      .all()
      .find(
        (candidate) =>
          candidate.status !== 'FECHADO' &&
          candidate.responsaveis.length > 0 &&
          candidate.empresa &&
          usersOf(candidate.empresa.id).length > 0,
      )!;
    const assignee = ticket.responsaveis[0].usuarioId;
    const unreadBefore = api.ctx.db.notificacoes
      .all()
      .filter((item) => item.usuarioId === assignee && !item.lido).length;

    addCustomerComment(api.ctx, ticket.id, '<p>Alguma novidade sobre o MDF-e?</p>');
    const response = await api.call(token, `/v1/chamados/${ticket.id}`);
    const shown = BuscaChamadoResponse.parse(await response.json());
    expect(shown.comentarios.at(-1)).toMatchObject({
      comentario: '<p>Alguma novidade sobre o MDF-e?</p>',
      origem: 'CLIENTE',
      privado: false,
    });
    expect(usersOf(ticket.empresa!.id)).toContain(shown.comentarios.at(-1)!.usuario.id);
    const unread = api.ctx.db.notificacoes.all().filter((item) => item.usuarioId === assignee && !item.lido);
    expect(unread).toHaveLength(unreadBefore + 1);
    expect(unread.at(-1)).toMatchObject({
      titulo: 'Novo comentário do cliente',
      notificacaoAcao: { titulo: 'Abrir chamado', rota: `/dashboard/chamados/${ticket.id}/detalhes` },
    });
  });

  it('refuses a closed ticket and an unknown one', () => {
    const closed = api.ctx.db.chamados.all().find((candidate) => candidate.status === 'FECHADO')!;
    expect(() => addCustomerComment(api.ctx, closed.id)).toThrow(/fechado/);
    expect(() => addCustomerComment(api.ctx, 999_999)).toThrow(/não encontrado/);
  });

  it('customers at work: every interval a ticket is opened or a comment written, in turn, until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const tickets = () => api.ctx.db.chamados.all().length;
    const comments = () =>
      api.ctx.db.chamados.all().reduce((sum, ticket) => sum + ticket.comentarios.length, 0);
    const [ticketsBefore, commentsBefore] = [tickets(), comments()];
    const stop = startCustomerActivity(api.ctx, 10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(tickets()).toBe(ticketsBefore);
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets()).toBe(ticketsBefore + 1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(comments()).toBe(commentsBefore + 1);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect([tickets(), comments()]).toEqual([ticketsBefore + 1, commentsBefore + 1]);
  });
});
