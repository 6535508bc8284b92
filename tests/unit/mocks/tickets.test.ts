import { describe, expect, it } from 'vitest';
import { BuscaChamadoResponse, ListaChamadosResponse } from '@generated/zod/chamados/chamados';
import { seedDatabase } from '@mocks/db/seed';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { buildPng } from '@mocks/db/seed/ticket-files';
import { addCustomerComment } from '@mocks/handlers/customer-activity';
import type {
  AlteraDataConclusaoInput,
  AlteraResponsaveisInput,
  AlteraStatusChamadoInput,
  Chamado,
  ChamadoInput,
  ComentarioInput,
  FechaChamadoInput,
  PaginaChamados,
} from '@generated/api/model';
import { multipart, type InvalidBody } from '../../request-body';
import { setupMockApi } from './support';

const START = new Date('2026-11-21T12:00:00Z');
const clock = { now: START };
const api = setupMockApi({ now: () => clock.now });

const file = (content: string, name: string, type: string) => new File([content], name, { type });
/** A real PNG: an image's content must be the image its name says. */
const png = (name: string) => new File([buildPng(2, 2, () => [0, 0, 0])], name, { type: 'image/png' });

async function list(token: string, query: string): Promise<PaginaChamados> {
  const response = await api.call(token, `/v1/chamados?${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  ListaChamadosResponse.parse(body);
  return body;
}

async function detail(token: string, id: number): Promise<Chamado> {
  const response = await api.call(token, `/v1/chamados/${id}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  BuscaChamadoResponse.parse(body);
  return body;
}

async function firstError(
  response: Response,
): Promise<{ status: number; message: string; campo?: string; erro?: string }> {
  const body = await response.json();
  return {
    status: response.status,
    message: body.errors?.[0]?.errors?.[0],
    campo: body.errors?.[0]?.campo,
    erro: body.erro,
  };
}

/** Opens a ticket and assigns it to the suporte account (so admin's changes notify someone). */
async function openTicket(token: string, anexos: File[] = []): Promise<Chamado> {
  const empresaId = api.ctx.db.resources.empresas.all()[0].id;
  const fields: ChamadoInput = {
    setor: 'SUPORTE',
    titulo: 'CT-e rejeitado com duplicidade de chave',
    descricao: '<p>Teste</p>',
    empresaId,
  };
  const created = await api.call(token, '/v1/chamados', {
    method: 'POST',
    body: multipart<ChamadoInput>({ ...fields, anexos }),
  });
  expect(created.status).toBe(201);
  const ticket = (await created.json()) as Chamado;
  const assigned = await api.call<AlteraResponsaveisInput>(
    token,
    `/v1/chamados/altera-responsaveis/${ticket.id}`,
    {
      method: 'PUT',
      json: { responsaveis: [DEMO_ACCOUNTS.suporte.id, DEMO_ACCOUNTS.admin.id] },
    },
  );
  expect(assigned.status).toBe(200);
  return assigned.json();
}

async function unread(token: string): Promise<number> {
  return (await (await api.call(token, '/v1/notificacoes/conta-notificacao')).json()).nao_lidas;
}

describe('mock API: tickets', () => {
  it('seeds about 60 tickets in every status and sector, with assignees among active staff (none on some new ones)', async () => {
    const { token } = await api.login();
    const all = await list(token, 'limitePagina=100&status=TODOS');
    expect(all.totalItens).toBeGreaterThanOrEqual(55);
    expect(new Set(all.items.map((ticket) => ticket.status)).size).toBe(7);
    expect(new Set(all.items.map((ticket) => ticket.setor)).size).toBe(4);
    const dates = all.items.map((ticket) => ticket.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const users = api.ctx.db.resources.usuarios;
    for (const ticket of api.ctx.db.chamados.all()) {
      expect(ticket.titulo.length).toBeGreaterThanOrEqual(15);
      expect(ticket.titulo.length).toBeLessThanOrEqual(300);
      expect(new Date(ticket.createdAt).getTime()).toBeLessThan(START.getTime());
      // A new ticket nobody in the support has written on has nobody assigned yet ('Sem responsável').
      const untouched =
        ticket.status === 'EM_ABERTO' && ticket.comentarios.every((comment) => comment.origem === 'CLIENTE');
      expect(ticket.responsaveis.length >= 1 || untouched).toBe(true);
      for (const { usuarioId } of ticket.responsaveis) {
        const user = users.get(usuarioId)!;
        expect(user.admin && user.ativo && user.email !== DEMO_ACCOUNTS.root.email).toBe(true);
      }
      expect(ticket.status === 'FECHADO').toBe(Boolean(ticket.dataFechamento));
    }
    const seeded = api.ctx.db.chamados.all();
    expect(
      seeded.some((ticket) => ticket.responsaveis.some((r) => r.usuarioId === DEMO_ACCOUNTS.admin.id)),
    ).toBe(true);
    expect(seeded.some((ticket) => ticket.comentarios.some((comment) => comment.privado))).toBe(true);
    expect(seeded.filter((ticket) => ticket.responsaveis.length === 0).length).toBeGreaterThanOrEqual(3);
    expect(seeded.some((ticket) => ticket.anexos.length > 0)).toBe(true);
    const newest = all.items[0];
    const page = (await detail(token, newest.id)).anexos.find((anexo) => anexo.tipo === 'text/html');
    expect(page?.nome).toMatch(/^consulta-cte-\d+\.html$/);
    const html = await (await api.call(token, page!.url)).text();
    expect(html).toContain('<script>');
    const previsoes = seeded
      .map((ticket) => ticket.dataPrevisaoConclusao)
      .filter((date): date is string => Boolean(date));
    expect(
      previsoes.some((date) => new Date(date) < START) && previsoes.some((date) => new Date(date) > START),
    ).toBe(true);
    for (const ticket of seeded) await detail(token, ticket.id);
  });

  it('seeds the same tickets and notifications for the same clock (deterministic)', () => {
    const strip = (db: ReturnType<typeof seedDatabase>) =>
      JSON.stringify([db.chamados.all(), db.notificacoes.all()]);
    expect(strip(seedDatabase('demo', START))).toBe(strip(seedDatabase('demo', START)));
  });

  it('filters by status (TODOS = all), setor, dates and search', async () => {
    const { token } = await api.login();
    const total = (await list(token, 'limitePagina=10')).totalItens;
    expect((await list(token, 'status=TODOS')).totalItens).toBe(total);
    const open = await list(token, 'limitePagina=100&status=EM_ABERTO');
    expect(open.items.length).toBeGreaterThan(0);
    expect(open.items.every((ticket) => ticket.status === 'EM_ABERTO')).toBe(true);
    const two = await list(token, 'limitePagina=100&status=EM_ANALISE&status=FECHADO');
    expect(new Set(two.items.map((ticket) => ticket.status))).toEqual(new Set(['EM_ANALISE', 'FECHADO']));
    const financeiro = await list(token, 'limitePagina=100&setor=FINANCEIRO');
    expect(financeiro.items.length).toBeGreaterThan(0);
    expect(financeiro.items.every((ticket) => ticket.setor === 'FINANCEIRO')).toBe(true);

    const closed = api.ctx.db.chamados.all().find((ticket) => ticket.dataFechamento)!;
    const closedDay = new Date(closed.dataFechamento!).toLocaleDateString('en-CA', {
      timeZone: 'America/Sao_Paulo',
    });
    const byClosing = await list(
      token,
      `limitePagina=100&dataFechamentoInicio=${closedDay}&dataFechamentoFim=${closedDay}`,
    );
    expect(byClosing.items.map((ticket) => ticket.id)).toContain(closed.id);
    expect(byClosing.items.every((ticket) => ticket.status === 'FECHADO')).toBe(true);
    const openedDay = new Date(closed.createdAt).toLocaleDateString('en-CA', {
      timeZone: 'America/Sao_Paulo',
    });
    const byOpening = await list(
      token,
      `limitePagina=100&dataAberturaInicio=${openedDay}&dataAberturaFim=${openedDay}`,
    );
    expect(byOpening.items.map((ticket) => ticket.id)).toContain(closed.id);
    expect((await list(token, 'dataAberturaInicio=2001-01-01&dataAberturaFim=2001-01-02')).totalItens).toBe(
      0,
    );

    const byCode = await list(token, `filtros=${closed.codigoSequencial}`);
    expect(byCode.items.map((ticket) => ticket.id)).toContain(closed.id);
    const byCustomer = await list(
      token,
      `limitePagina=100&filtros=${encodeURIComponent(closed.empresa!.nome)}`,
    );
    expect(byCustomer.items.map((ticket) => ticket.id)).toContain(closed.id);
    expect((await api.call(token, '/v1/chamados?status=QUALQUER')).status).toBe(400);
  });

  it('opens a ticket with attachments (duplicates dropped, EM_ABERTO, next code) and the list shows it', async () => {
    const { token } = await api.login();
    const maxCode = Math.max(...api.ctx.db.chamados.all().map((ticket) => ticket.codigoSequencial));
    const pdf = file('%PDF-1.4 conteúdo', 'nota.pdf', 'application/pdf');
    const body = multipart<ChamadoInput>({
      setor: 'FINANCEIRO',
      titulo: 'Boleto de novembro não chegou por e-mail',
      descricao: '<p>Sem boleto</p>',
      anexos: [
        pdf,
        file('%PDF-1.4 conteúdo', 'nota.pdf', 'application/pdf'),
        file('a;b\n1;2\n', 'planilha.csv', ''),
        file('rar', 'arquivos.rar', ''),
      ],
    });
    const created = await api.call(token, '/v1/chamados', { method: 'POST', body });
    expect(created.status).toBe(201);
    const ticket = (await created.json()) as Chamado & { usuarioCreated: { nome: string } };
    expect(ticket).toMatchObject({
      status: 'EM_ABERTO',
      setor: 'FINANCEIRO',
      codigoSequencial: maxCode + 1,
      empresa: null,
      dataFechamento: null,
    });
    expect(ticket.usuarioCreated.nome).toBe(DEMO_ACCOUNTS.admin.nome);
    expect(ticket.anexos.map((anexo) => anexo.nome)).toEqual(['nota.pdf', 'planilha.csv', 'arquivos.rar']);
    expect(ticket.anexos[0]).toMatchObject({ tipo: 'application/pdf', tamanho: pdf.size });
    expect(ticket.anexos[1].tipo).toBe('text/csv');
    expect(ticket.anexos[0].url).toMatch(/^\/v1\/arquivos\/.+/);
    const newest = await list(token, 'limitePagina=10&status=EM_ABERTO');
    expect(newest.items[0].id).toBe(ticket.id);
    expect((await list(token, `filtros=${ticket.codigoSequencial}`)).items.map((item) => item.id)).toEqual([
      ticket.id,
    ]);
  });

  it('refuses a ticket with a forbidden attachment type or an invalid body, storing nothing', async () => {
    const { token } = await api.login();
    const before = api.ctx.db.chamados.size;
    const fields: ChamadoInput = {
      setor: 'SUPORTE',
      titulo: 'Programa para instalar no servidor',
      descricao: '<p>x</p>',
    };
    const refused = await firstError(
      await api.call(token, '/v1/chamados', {
        method: 'POST',
        body: multipart<ChamadoInput>({
          ...fields,
          anexos: [file('MZ', 'instalador.exe', 'application/x-msdownload')],
        }),
      }),
    );
    expect(refused).toMatchObject({ status: 400, campo: 'anexos' });
    expect(refused.message).toContain('Tipo de arquivo não permitido: instalador.exe');
    const short = await firstError(
      await api.call(token, '/v1/chamados', {
        method: 'POST',
        body: multipart<ChamadoInput>({ ...fields, titulo: 'curto' }),
      }),
    );
    expect(short).toMatchObject({ status: 400, campo: 'titulo', message: 'Mínimo 15 caracteres' });
    const setor = await firstError(
      await api.call(token, '/v1/chamados', {
        method: 'POST',
        // Wrong on purpose: a sector out of the enum.
        body: multipart<InvalidBody<ChamadoInput>>({ ...fields, setor: 'RH' }),
      }),
    );
    expect(setor).toMatchObject({ status: 400, campo: 'setor', message: 'Opção inválida' });
    expect(api.ctx.db.chamados.size).toBe(before);
  });

  it('comments (attachments, privado) and the author deletes the comment within 5 minutes', async () => {
    const { token } = await api.login();
    const ticket = await openTicket(token);
    const suporteToken = (await api.login('suporte@retaguarda.dev')).token;
    const suporteBefore = await unread(suporteToken);
    const adminBefore = await unread(token);
    const commented = await api.call(token, `/v1/chamados/comentario/${ticket.id}`, {
      method: 'POST',
      body: multipart<ComentarioInput>({
        comentario: '<p>Analisando</p>',
        privado: true,
        anexos: [file('log', 'log.txt', 'text/plain')],
      }),
    });
    expect(commented.status).toBe(200);
    const withComment = (await commented.json()) as Chamado;
    const comment = withComment.comentarios.at(-1)!;
    expect(comment).toMatchObject({
      comentario: '<p>Analisando</p>',
      privado: true,
      usuario: { id: DEMO_ACCOUNTS.admin.id },
    });
    expect(comment.anexos).toHaveLength(1);
    expect(await unread(suporteToken)).toBe(suporteBefore + 1);
    expect(await unread(token)).toBe(adminBefore);
    const [notification] = (await (await api.call(suporteToken, '/v1/notificacoes?limitePagina=10')).json())
      .items;
    expect(notification.notificacaoAcao).toEqual({
      titulo: 'Abrir chamado',
      rota: `/dashboard/chamados/${ticket.id}/detalhes`,
    });

    const empty = await firstError(
      await api.call(token, `/v1/chamados/comentario/${ticket.id}`, {
        method: 'POST',
        // Wrong on purpose: no comment.
        body: multipart<Partial<ComentarioInput>>({ privado: false }),
      }),
    );
    expect(empty).toMatchObject({ status: 400, campo: 'comentario', message: 'Campo obrigatório' });

    const deleted = await api.call(token, `/v1/chamados/deleta-comentario/${comment.id}`, {
      method: 'DELETE',
    });
    expect(deleted.status).toBe(204);
    expect((await detail(token, ticket.id)).comentarios.map((item) => item.id)).not.toContain(comment.id);
    expect(
      (await api.call(token, `/v1/chamados/deleta-comentario/${comment.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
  });

  it('refuses deleting another user’s comment (403) and a comment older than 5 minutes (409)', async () => {
    const { token } = await api.login();
    const ticket = await openTicket(token);
    const post = async (text: string) => {
      const response = await api.call(token, `/v1/chamados/comentario/${ticket.id}`, {
        method: 'POST',
        body: multipart<ComentarioInput>({ comentario: text }),
      });
      return ((await response.json()) as Chamado).comentarios.at(-1)!;
    };
    const mine = await post('<p>Comentário do admin</p>');
    const suporte = await api.login('suporte@retaguarda.dev');
    const foreign = await firstError(
      await api.call(suporte.token, `/v1/chamados/deleta-comentario/${mine.id}`, { method: 'DELETE' }),
    );
    expect(foreign.status).toBe(403);
    expect(foreign.erro).toBe('Somente o autor pode excluir o comentário');

    const old = await post('<p>Comentário antigo</p>');
    clock.now = new Date(clock.now.getTime() + 5 * 60_000 + 1000);
    const late = await firstError(
      await api.call(token, `/v1/chamados/deleta-comentario/${old.id}`, { method: 'DELETE' }),
    );
    expect(late.status).toBe(409);
    expect(late.erro).toBe('O comentário só pode ser excluído até 5 minutos após a criação');
    expect((await detail(token, ticket.id)).comentarios.map((item) => item.id)).toEqual(
      expect.arrayContaining([mine.id, old.id]),
    );
  });

  it('changes the status: not the current one, comentario required with attachments, the comment joins the thread', async () => {
    const { token } = await api.login();
    const ticket = await openTicket(token);
    const path = `/v1/chamados/altera-status/${ticket.id}`;
    expect(
      (
        await api.call(token, path, {
          method: 'PUT',
          body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' }),
        })
      ).status,
    ).toBe(200);
    const current = await firstError(
      await api.call(token, path, {
        method: 'PUT',
        body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' }),
      }),
    );
    expect(current).toMatchObject({
      status: 400,
      campo: 'status',
      message: 'O chamado já está nesta situação',
    });
    // Wrong on purpose: statuses a change may not set.
    for (const status of ['EM_ABERTO', 'FECHADO', 'TODOS']) {
      expect(
        await firstError(
          await api.call(token, path, {
            method: 'PUT',
            body: multipart<InvalidBody<AlteraStatusChamadoInput>>({ status }),
          }),
        ),
      ).toMatchObject({ status: 400, message: 'Opção inválida' });
    }
    const noComment = await firstError(
      await api.call(token, path, {
        method: 'PUT',
        body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANDAMENTO', anexos: [png('print.png')] }),
      }),
    );
    expect(noComment).toMatchObject({ status: 400, campo: 'comentario', message: 'Campo obrigatório' });

    const suporte = await api.login('suporte@retaguarda.dev');
    const before = await unread(suporte.token);
    const changed = await api.call(token, path, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({
        status: 'EM_ANDAMENTO',
        comentario: '<p>Iniciado</p>',
        privado: false,
        anexos: [png('print.png')],
      }),
    });
    expect(changed.status).toBe(200);
    const body = (await changed.json()) as Chamado;
    expect(body.status).toBe('EM_ANDAMENTO');
    expect(body.comentarios.at(-1)).toMatchObject({ comentario: '<p>Iniciado</p>', privado: false });
    expect(body.comentarios.at(-1)!.anexos).toHaveLength(1);
    expect(await unread(suporte.token)).toBe(before + 1);
    expect((await detail(token, ticket.id)).status).toBe('EM_ANDAMENTO');
  });

  it('closes a ticket; a closed ticket refuses comments and other changes, but a status change reopens it', async () => {
    const { token } = await api.login();
    const ticket = await openTicket(token);
    const closed = await api.call<FechaChamadoInput>(token, `/v1/chamados/fecha-chamado/${ticket.id}`, {
      method: 'PUT',
      json: { solicitacaoResolvida: false, comentario: '<p>Cliente desistiu</p>', privado: true },
    });
    expect(closed.status).toBe(200);
    const body = (await closed.json()) as Chamado;
    expect(body).toMatchObject({
      status: 'FECHADO',
      solicitacaoResolvida: false,
      dataFechamento: clock.now.toISOString(),
    });
    expect(body.comentarios.at(-1)).toMatchObject({ comentario: '<p>Cliente desistiu</p>', privado: true });

    const again = await firstError(
      await api.call<FechaChamadoInput>(token, `/v1/chamados/fecha-chamado/${ticket.id}`, {
        method: 'PUT',
        json: {},
      }),
    );
    expect(again.status).toBe(409);
    expect(again.erro).toBe('Chamado fechado não pode ser alterado');
    expect(
      (
        await api.call(token, `/v1/chamados/comentario/${ticket.id}`, {
          method: 'POST',
          body: multipart<ComentarioInput>({ comentario: 'oi' }),
        })
      ).status,
    ).toBe(409);
    const future = new Date(clock.now.getTime() + 86_400_000).toISOString();
    expect(
      (
        await api.call<AlteraDataConclusaoInput>(token, `/v1/chamados/altera-data-conclusao/${ticket.id}`, {
          method: 'PUT',
          json: { dataPrevisaoConclusao: future },
        })
      ).status,
    ).toBe(409);
    const reopened = await api.call(token, `/v1/chamados/altera-status/${ticket.id}`, {
      method: 'PUT',
      body: multipart<AlteraStatusChamadoInput>({ status: 'EM_ANALISE' }),
    });
    expect(reopened.status).toBe(200);
    expect(await reopened.json()).toMatchObject({
      status: 'EM_ANALISE',
      dataFechamento: null,
      solicitacaoResolvida: null,
    });
    expect(
      (
        await api.call(token, `/v1/chamados/comentario/${ticket.id}`, {
          method: 'POST',
          body: multipart<ComentarioInput>({ comentario: 'oi' }),
        })
      ).status,
    ).toBe(200);

    const fresh = await openTicket(token);
    const resolved = await api.call<FechaChamadoInput>(token, `/v1/chamados/fecha-chamado/${fresh.id}`, {
      method: 'PUT',
      json: {},
    });
    expect(await resolved.json()).toMatchObject({ status: 'FECHADO', solicitacaoResolvida: true });
  });

  it('changes the expected completion date only to a moment after now', async () => {
    const { token } = await api.login();
    const ticket = await openTicket(token);
    const path = `/v1/chamados/altera-data-conclusao/${ticket.id}`;
    const past = new Date(clock.now.getTime() - 60_000).toISOString();
    expect(
      await firstError(
        await api.call<AlteraDataConclusaoInput>(token, path, {
          method: 'PUT',
          json: { dataPrevisaoConclusao: past },
        }),
      ),
    ).toMatchObject({
      status: 400,
      campo: 'dataPrevisaoConclusao',
      message: 'Não pode ser anterior a data atual',
    });
    expect(
      await firstError(
        await api.call<AlteraDataConclusaoInput>(token, path, {
          method: 'PUT',
          json: { dataPrevisaoConclusao: '21/11/2030' },
        }),
      ),
    ).toMatchObject({
      status: 400,
      message: 'Data inválida',
    });
    const future = new Date(clock.now.getTime() + 3 * 86_400_000).toISOString();
    const saved = await api.call<AlteraDataConclusaoInput>(token, path, {
      method: 'PUT',
      json: { dataPrevisaoConclusao: future },
    });
    expect(saved.status).toBe(200);
    expect((await detail(token, ticket.id)).dataPrevisaoConclusao).toBe(future);
  });

  it('changes the assignees: active admin staff only, never the super-user, at least one, and a different set', async () => {
    const { token } = await api.login();
    const ticket = await openTicket(token);
    const path = `/v1/chamados/altera-responsaveis/${ticket.id}`;
    const put = async (responsaveis: number[]) =>
      firstError(
        await api.call<AlteraResponsaveisInput>(token, path, { method: 'PUT', json: { responsaveis } }),
      );
    expect(await put([DEMO_ACCOUNTS.admin.id, DEMO_ACCOUNTS.root.id])).toMatchObject({
      status: 400,
      campo: 'responsaveis.1',
      message: 'Opção inválida',
    });
    expect(await put([])).toMatchObject({ status: 400, campo: 'responsaveis', message: 'Campo obrigatório' });
    expect(await put([DEMO_ACCOUNTS.cliente.id])).toMatchObject({ status: 400, message: 'Opção inválida' });
    const inactive = api.ctx.db.resources.usuarios.all().find((user) => user.admin && !user.ativo)!;
    expect(await put([inactive.id])).toMatchObject({ status: 400, message: 'Opção inválida' });
    expect(await put([DEMO_ACCOUNTS.admin.id, DEMO_ACCOUNTS.suporte.id])).toMatchObject({
      status: 400,
      message: 'Os responsáveis informados são os mesmos atuais',
    });

    const other = api.ctx.db.resources.usuarios
      .all()
      .find((user) => user.admin && user.ativo && user.id > DEMO_ACCOUNTS.root.id)!;
    const suporte = await api.login('suporte@retaguarda.dev');
    const before = await unread(suporte.token);
    const saved = await api.call<AlteraResponsaveisInput>(token, path, {
      method: 'PUT',
      json: { responsaveis: [DEMO_ACCOUNTS.suporte.id, other.id] },
    });
    expect(saved.status).toBe(200);
    const body = (await saved.json()) as Chamado;
    expect(body.responsaveis.map((r) => r.usuarioId)).toEqual([DEMO_ACCOUNTS.suporte.id, other.id]);
    expect(
      api.ctx.db.notificacoes
        .all()
        .some(
          (item) =>
            item.usuarioId === other.id &&
            item.notificacaoAcao?.rota === `/dashboard/chamados/${ticket.id}/detalhes`,
        ),
    ).toBe(true);
    expect(await unread(suporte.token)).toBe(before + 1);
  });

  it('answers 404 for an unknown ticket and 401 without a session', async () => {
    const { token } = await api.login();
    expect((await api.call(token, '/v1/chamados/999999')).status).toBe(404);
    expect((await api.call(null, '/v1/chamados')).status).toBe(401);
  });
  it("filters by assignee and customer, and counts per status with the list's filters but the status", async () => {
    const { token } = await api.login();
    const admin = DEMO_ACCOUNTS.admin.id;
    const mine = await list(token, `limitePagina=100&responsavelUsuarioId=${admin}`);
    expect(mine.totalItens).toBeGreaterThan(0);
    expect(mine.items.every((ticket) => ticket.responsaveis.some((r) => r.usuarioId === admin))).toBe(true);
    const empresaId = (mine.items[0] as Chamado & { empresa: { id: number } }).empresa.id;
    const theirs = await list(token, `limitePagina=100&empresaId=${empresaId}`);
    expect(theirs.totalItens).toBeGreaterThan(0);
    expect(
      theirs.items.every(
        (ticket) => (ticket as Chamado & { empresa: { id: number } }).empresa.id === empresaId,
      ),
    ).toBe(true);

    const response = await api.call(token, `/v1/chamados/contagem-status?responsavelUsuarioId=${admin}`);
    expect(response.status).toBe(200);
    const counts = (await response.json()) as { total: number; porStatus: Record<string, number> };
    expect(counts.total).toBe(mine.totalItens);
    const open = await list(token, `limitePagina=100&responsavelUsuarioId=${admin}&status=EM_ABERTO`);
    expect(counts.porStatus.EM_ABERTO).toBe(open.totalItens);
    expect(Object.values(counts.porStatus).reduce((sum, count) => sum + count, 0)).toBe(counts.total);
  });

  it("marks each comment's side: the seed's customer comments CLIENTE, the staff's and every comment made here SUPORTE", async () => {
    const { token } = await api.login();
    const comments = api.ctx.db.chamados.all().flatMap((ticket) => ticket.comentarios);
    expect(new Set(comments.map((comment) => comment.origem))).toEqual(new Set(['CLIENTE', 'SUPORTE']));
    expect(
      comments.filter((comment) => comment.privado).every((comment) => comment.origem === 'SUPORTE'),
    ).toBe(true);
    const ticket = await openTicket(token);
    const answered = await api.call(token, `/v1/chamados/comentario/${ticket.id}`, {
      method: 'POST',
      body: multipart<ComentarioInput>({ comentario: '<p>Olá</p>' }),
    });
    expect((await answered.json()).comentarios.at(-1).origem).toBe('SUPORTE');
  });
  it('seeds a day of triage: overdue tickets, several customers, tickets of the admin and a 40-comment conversation', () => {
    const tickets = api.ctx.db.chamados.all();
    const now = api.ctx.now().getTime();
    const overdue = tickets.filter(
      (t) =>
        t.status !== 'FECHADO' &&
        t.dataPrevisaoConclusao &&
        new Date(t.dataPrevisaoConclusao).getTime() < now,
    );
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(new Set(tickets.map((t) => t.empresa?.id)).size).toBeGreaterThanOrEqual(5);
    const admins = tickets.filter((t) => t.responsaveis.some((r) => r.usuarioId === DEMO_ACCOUNTS.admin.id));
    expect(admins.length).toBeGreaterThanOrEqual(10);
    const long = tickets.find((t) => t.comentarios.length >= 40)!;
    expect(long.status).not.toBe('FECHADO');
    expect(new Set(long.comentarios.map((c) => c.origem))).toEqual(new Set(['CLIENTE', 'SUPORTE']));
  });
});

const HOUR = 3_600_000;
const NOT_CLOSED = [
  'EM_ABERTO',
  'EM_ANALISE',
  'A_DESENVOLVER',
  'EM_ANDAMENTO',
  'AGUARDANDO_RESPOSTA_CLIENTE',
  'AGUARDANDO_RESPOSTA_SUPORTE',
];
const notClosed = NOT_CLOSED.map((status) => `status=${status}`).join('&');

type Counts = {
  total: number;
  porStatus: Record<string, number>;
  visoes: { atrasados: number; semResponsavel: number; meus: number };
};
type StoredTicket = ReturnType<typeof api.ctx.db.chamados.all>[number];

async function counts(token: string, query = ''): Promise<Counts> {
  const response = await api.call(token, `/v1/chamados/contagem-status?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

/** Every id a list query answers (100 a page is enough for the seed). */
async function ids(token: string, query: string): Promise<number[]> {
  const page = await list(token, `limitePagina=100&${query}`);
  expect(page.totalItens).toBeLessThanOrEqual(100);
  return page.items.map((ticket) => ticket.id).sort((a, b) => a - b);
}

/** The stored tickets that fit, by id (the expectation, worked out here rather than by the mock's code). */
const idsWhere = (fits: (ticket: StoredTicket) => boolean): number[] =>
  api.ctx.db.chamados
    .all()
    .filter(fits)
    .map((ticket) => ticket.id)
    .sort((a, b) => a - b);

const overdueNow = (ticket: StoredTicket) =>
  ticket.status !== 'FECHADO' &&
  !!ticket.dataPrevisaoConclusao &&
  new Date(ticket.dataPrevisaoConclusao).getTime() < clock.now.getTime();

/** Not closed, and no public support comment since the opening or since a customer's comment more than `hours` ago. */
function unansweredFor(ticket: StoredTicket, hours: number): boolean {
  if (ticket.status === 'FECHADO') return false;
  const thread = [...ticket.comentarios].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  const lastAnswer = thread.filter((comment) => comment.origem === 'SUPORTE' && !comment.privado).at(-1);
  const waiting = lastAnswer
    ? thread.find((comment) => comment.origem === 'CLIENTE' && comment.createdAt > lastAnswer.createdAt)
        ?.createdAt
    : ticket.createdAt;
  return waiting !== undefined && clock.now.getTime() - new Date(waiting).getTime() > hours * HOUR;
}

describe("mock API: the queue's views (atrasados, semResponsavel, semRespostaHoras) and their counts", () => {
  it("the seeded notification 'N chamados … sem resposta há mais de 24 horas' opens a list of exactly those N open tickets", async () => {
    const { token } = await api.login();
    const notices = api.ctx.db.notificacoes
      .all()
      .filter(
        (notice) =>
          notice.usuarioId === DEMO_ACCOUNTS.admin.id &&
          / sem resposta há mais de 24 horas\.$/.test(notice.descricao),
      );
    expect(notices.length).toBeGreaterThan(0);
    // The open tickets waiting on the support for more than a day, in the seed as made.
    const expected = seedDatabase('demo', START)
      .chamados.all()
      .filter((ticket) => ticket.status === 'EM_ABERTO' && unansweredFor(ticket, 24))
      .map((ticket) => ticket.id)
      .sort((a, b) => a - b);
    expect(expected.length).toBeGreaterThanOrEqual(2);
    for (const notice of notices) {
      expect(notice.descricao).toBe(
        `${expected.length} chamados estão abertos sem resposta há mais de 24 horas.`,
      );
      expect(notice.notificacaoAcao).toEqual({
        titulo: 'Ver chamados',
        rota: '/dashboard/chamados?semRespostaHoras=24',
      });
    }
    // The list at that address: its default tab (Aberto, status=EM_ABERTO) and the filter the address carries.
    const route = new URL(notices[0].notificacaoAcao!.rota, 'http://app.test');
    expect(route.searchParams.has('tab')).toBe(false);
    expect(await ids(token, `${route.searchParams.toString()}&status=EM_ABERTO`)).toEqual(expected);
    const { porStatus } = await counts(token, route.searchParams.toString());
    expect(porStatus.EM_ABERTO).toBe(expected.length);
  });

  it('atrasados=true lists exactly the tickets not closed whose expected completion has passed, and follows the clock', async () => {
    const { token } = await api.login();
    const overdue = idsWhere(overdueNow);
    expect(overdue.length).toBeGreaterThanOrEqual(3);
    expect(await ids(token, 'atrasados=true')).toEqual(overdue);
    expect(await ids(token, 'atrasados=false')).toEqual(idsWhere(() => true));
    // A ticket due in an hour is not late yet; two hours later it is.
    const ticket = await openTicket(token);
    const due = new Date(clock.now.getTime() + HOUR).toISOString();
    expect(
      (
        await api.call<AlteraDataConclusaoInput>(token, `/v1/chamados/altera-data-conclusao/${ticket.id}`, {
          method: 'PUT',
          json: { dataPrevisaoConclusao: due },
        })
      ).status,
    ).toBe(200);
    expect(await ids(token, 'atrasados=true')).not.toContain(ticket.id);
    const before = clock.now;
    clock.now = new Date(before.getTime() + 2 * HOUR);
    try {
      const later = (await api.login()).token; // the access token of two hours ago has expired
      expect(await ids(later, 'atrasados=true')).toContain(ticket.id);
      expect(await ids(later, 'atrasados=true')).toEqual(idsWhere(overdueNow));
    } finally {
      clock.now = before;
    }
  });

  it('semResponsavel=true lists exactly the tickets without an assignee; assigning one takes it out of the view and its count', async () => {
    const { token } = await api.login();
    const unassigned = idsWhere((ticket) => ticket.responsaveis.length === 0 && ticket.status !== 'FECHADO');
    expect(unassigned.length).toBeGreaterThanOrEqual(3);
    expect(await ids(token, `semResponsavel=true&${notClosed}`)).toEqual(unassigned);
    expect((await counts(token)).visoes.semResponsavel).toBe(unassigned.length);

    const [first] = unassigned;
    const assigned = await api.call<AlteraResponsaveisInput>(
      token,
      `/v1/chamados/altera-responsaveis/${first}`,
      {
        method: 'PUT',
        json: { responsaveis: [DEMO_ACCOUNTS.suporte.id] },
      },
    );
    expect(assigned.status).toBe(200);
    expect(await ids(token, `semResponsavel=true&${notClosed}`)).toEqual(unassigned.slice(1));
    expect((await counts(token)).visoes.semResponsavel).toBe(unassigned.length - 1);
  });

  it('semRespostaHoras lists the tickets waiting on the support for longer: a public support comment answers, a private one does not, a customer comment starts the wait again', async () => {
    const { token } = await api.login();
    const waiting = idsWhere((ticket) => unansweredFor(ticket, 24));
    expect(waiting.length).toBeGreaterThanOrEqual(3);
    expect(await ids(token, 'semRespostaHoras=24')).toEqual(waiting);
    expect(await ids(token, 'semRespostaHoras=24&status=EM_ABERTO')).toEqual(
      idsWhere((ticket) => ticket.status === 'EM_ABERTO' && unansweredFor(ticket, 24)),
    );
    expect(await ids(token, 'semRespostaHoras=720')).toEqual(
      idsWhere((ticket) => unansweredFor(ticket, 720)),
    );
    expect((await api.call(token, '/v1/chamados?semRespostaHoras=0')).status).toBe(400);

    const comment = (id: number, privado: boolean) =>
      api.call(token, `/v1/chamados/comentario/${id}`, {
        method: 'POST',
        body: multipart<ComentarioInput>({ comentario: '<p>Estamos verificando.</p>', privado }),
      });
    const [first, second] = waiting;
    expect((await comment(first, true)).status).toBe(200);
    expect(await ids(token, 'semRespostaHoras=24')).toContain(first);
    expect((await comment(second, false)).status).toBe(200);
    expect(await ids(token, 'semRespostaHoras=24')).toEqual(waiting.filter((id) => id !== second));

    // A minute later the customer writes again: the ticket waits anew, and shows once that wait is longer than a day.
    const before = clock.now;
    clock.now = new Date(before.getTime() + 60_000);
    addCustomerComment(api.ctx, second, '<p>Alguma novidade?</p>');
    expect(await ids(token, 'semRespostaHoras=24')).not.toContain(second);
    clock.now = new Date(before.getTime() + 25 * HOUR);
    try {
      const later = (await api.login()).token; // the access token of a day ago has expired
      expect(await ids(later, 'semRespostaHoras=24')).toContain(second);
      expect(await ids(later, 'semRespostaHoras=24')).toEqual(
        idsWhere((ticket) => unansweredFor(ticket, 24)),
      );
    } finally {
      clock.now = before;
    }
  });

  it("counts each view with the list's filters: atrasados, semResponsavel and meus (the session user's) as their lists answer", async () => {
    const admin = await api.login();
    const suporte = await api.login(DEMO_ACCOUNTS.suporte.email);
    for (const filter of ['', 'setor=SUPORTE', 'semRespostaHoras=24', 'filtros=cte']) {
      const amp = filter ? `&${filter}` : '';
      for (const [{ token }, userId] of [
        [admin, DEMO_ACCOUNTS.admin.id],
        [suporte, DEMO_ACCOUNTS.suporte.id],
      ] as const) {
        const { visoes, porStatus, total } = await counts(token, filter);
        expect(visoes.atrasados, filter).toBe((await list(token, `atrasados=true${amp}`)).totalItens);
        expect(visoes.semResponsavel, filter).toBe(
          (await list(token, `semResponsavel=true&${notClosed}${amp}`)).totalItens,
        );
        expect(visoes.meus, filter).toBe(
          (await list(token, `responsavelUsuarioId=${userId}&${notClosed}${amp}`)).totalItens,
        );
        expect(porStatus.AGUARDANDO_RESPOSTA_SUPORTE, filter).toBe(
          (await list(token, `status=AGUARDANDO_RESPOSTA_SUPORTE${amp}`)).totalItens,
        );
        expect(total, filter).toBe((await list(token, filter)).totalItens);
      }
    }
    const [mine, theirs] = [await counts(admin.token), await counts(suporte.token)];
    expect(mine.visoes.meus).toBeGreaterThan(0);
    expect(mine.visoes.meus).not.toBe(theirs.visoes.meus);
    expect(mine.visoes.atrasados).toBe(idsWhere(overdueNow).length);
  });
});
