import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChamadoResumo } from '@generated/api/model';
import {
  bodyRows,
  columnTexts,
  expectCodes,
  headers,
  range,
  renderTicketList,
  searchOf,
  setupTicketList,
  tabLabels,
  tabNamed,
  titleSublines,
} from './ticket-list-support';

const { api, signIn, apiPage, apiCodes, lastParams } = setupTicketList();

const NEWEST_FIRST = 'ordenacao=createdAt,desc&limitePagina=10';

describe('TicketListPage: tabs', { timeout: 15_000 }, () => {
  it("opens on the 'Aberto' tab: sends status=EM_ABERTO newest first and shows only open tickets", async () => {
    const token = await signIn();
    renderTicketList();
    expect(screen.getByRole('heading', { level: 1, name: 'Chamados' })).toBeInTheDocument();
    expect(tabLabels()).toEqual([
      'Aberto',
      'Em análise',
      'A desenvolver',
      'Em andamento',
      'Aguardando cliente',
      'Fechado',
      'Todos',
    ]);
    expect(tabNamed('Aberto')).toHaveAttribute('aria-selected', 'true');
    const open = await apiPage(token, `status=EM_ABERTO&${NEWEST_FIRST}`);
    await expectCodes(open.items.map((ticket) => `#${ticket.codigoSequencial}`));
    // The customer and the sector are the line under each title (the title takes the room: issue 34).
    expect(headers()).toEqual(['Código', 'Título', 'Situação', 'Responsáveis', 'Abertura', 'Previsão']);
    expect(new Set(columnTexts('Situação'))).toEqual(new Set(['Aberto']));
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      status: ['EM_ABERTO'],
    });
    expect(range()).toBe(`1–10 de ${open.totalItens}`);
    expect(document.title).toBe('Chamados · Retaguarda');
  });

  it("'Todos' sends no status and another tab filters by its status, each from the first page", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?pagina=2');
    await expectCodes(await apiCodes(token, `status=EM_ABERTO&${NEWEST_FIRST}&pagina=2`));

    await user.click(tabNamed('Todos'));
    await expectCodes(await apiCodes(token, NEWEST_FIRST));
    expect(lastParams()).toEqual({ limitePagina: '10', pagina: '1', ordenacao: 'createdAt,desc' });
    expect(range()).toBe(`1–10 de ${(await apiPage(token, NEWEST_FIRST)).totalItens}`);
    expect(router.state.location.search).toBe('?tab=TODOS');

    await user.click(tabNamed('Fechado'));
    await expectCodes(await apiCodes(token, `status=FECHADO&${NEWEST_FIRST}`));
    expect(new Set(columnTexts('Situação'))).toEqual(new Set(['Fechado']));
    expect(lastParams().status).toEqual(['FECHADO']);
    expect(router.state.location.search).toBe('?tab=FECHADO');
  });

  it('moves between the tabs with the arrow keys, Home and End, selecting each', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList();
    tabNamed('Aberto').focus();
    await user.keyboard('{ArrowRight}');
    const analise = tabNamed('Em análise');
    expect(analise).toHaveFocus();
    expect(analise).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(lastParams().status).toEqual(['EM_ANALISE']));
    await user.keyboard('{End}');
    expect(tabNamed('Todos')).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=TODOS');
    await user.keyboard('{ArrowRight}');
    expect(tabNamed('Aberto')).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('');
  });

  it("selects the tab of the start page's link (?tab=EM_ANALISE) and lists only that status", async () => {
    const token = await signIn();
    renderTicketList('/dashboard/chamados?tab=EM_ANALISE');
    expect(tabNamed('Em análise')).toHaveAttribute('aria-selected', 'true');
    await expectCodes(await apiCodes(token, `status=EM_ANALISE&${NEWEST_FIRST}`));
    expect(new Set(columnTexts('Situação'))).toEqual(new Set(['Em análise']));
    expect(lastParams().status).toEqual(['EM_ANALISE']);
  });
});

describe('TicketListPage: state in the URL', { timeout: 15_000 }, () => {
  it('restores tab, order, page size and filters from the URL (reload) and keeps them there', async () => {
    const token = await signIn();
    const path =
      '/dashboard/chamados?tab=TODOS&ordem=codigoSequencial%2Casc&setor=FINANCEIRO%2CSUPORTE&limite=25';
    const { router } = renderTicketList(path);
    await expectCodes(
      await apiCodes(token, 'ordenacao=codigoSequencial,asc&limitePagina=25&setor=SUPORTE&setor=FINANCEIRO'),
    );
    expect(lastParams()).toEqual({
      limitePagina: '25',
      pagina: '1',
      ordenacao: 'codigoSequencial,asc',
      setor: ['SUPORTE', 'FINANCEIRO'],
    });
    expect(new Set(sectors())).toEqual(new Set(['Suporte', 'Financeiro']));
    expect(tabNamed('Todos')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Itens por página' })).toHaveValue('25');
    expect(screen.getByRole('columnheader', { name: 'Código' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();
    // The URL is written back in the list's own order, with the same meaning.
    expect(Object.fromEntries(searchOf(router))).toEqual({
      tab: 'TODOS',
      ordem: 'codigoSequencial,asc',
      setor: 'FINANCEIRO,SUPORTE',
      limite: '25',
    });
  });

  it("reads a status list of the filter as the tab 'Todos' narrowed by it", async () => {
    const token = await signIn();
    renderTicketList('/dashboard/chamados?tab=EM_ABERTO&status=FECHADO%2CEM_ANALISE');
    await expectCodes(await apiCodes(token, `status=EM_ANALISE&status=FECHADO&${NEWEST_FIRST}`));
    expect(lastParams().status).toEqual(['EM_ANALISE', 'FECHADO']);
    expect(new Set(columnTexts('Situação'))).toEqual(new Set(['Em análise', 'Fechado']));
    expect(tabNamed('Todos')).toHaveAttribute('aria-selected', 'true');
  });

  it('falls back to the defaults for values it does not know', async () => {
    const token = await signIn();
    const path =
      '/dashboard/chamados?tab=NADA&pagina=0&limite=7&ordem=descricao%2Casc&status=XYZ&setor=OUTRO&dataAberturaInicio=2024-02-31';
    renderTicketList(path);
    await expectCodes(await apiCodes(token, `status=EM_ABERTO&${NEWEST_FIRST}`));
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      status: ['EM_ABERTO'],
    });
    expect(tabNamed('Aberto')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });

  it('sends the search as filtros after the debounce, from the first page, and keeps it in the URL', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?tab=TODOS&pagina=2');
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&pagina=2`));
    const term = 'MDF-e';
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), term);
    const found = await apiCodes(token, `${NEWEST_FIRST}&filtros=${term}`);
    expect(found.length).toBeGreaterThan(0);
    await expectCodes(found);
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      filtros: [term],
    });
    expect(Object.fromEntries(searchOf(router))).toEqual({ tab: 'TODOS', busca: term });
  });

  it('sorts by a header, ascending first and then descending, and pages with the chosen order', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?tab=TODOS');
    await expectCodes(await apiCodes(token, NEWEST_FIRST));
    expect(screen.getByRole('columnheader', { name: 'Abertura' })).toHaveAttribute('aria-sort', 'descending');
    const titulo = screen.getByRole('columnheader', { name: 'Título' });
    await user.click(within(titulo).getByRole('button', { name: 'Título' }));
    await expectCodes(await apiCodes(token, 'ordenacao=titulo,asc&limitePagina=10'));
    await user.click(within(titulo).getByRole('button', { name: 'Título' }));
    await waitFor(() => expect(titulo).toHaveAttribute('aria-sort', 'descending'));
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await expectCodes(await apiCodes(token, 'ordenacao=titulo,desc&limitePagina=10&pagina=2'));
    expect(Object.fromEntries(searchOf(router))).toEqual({ tab: 'TODOS', ordem: 'titulo,desc', pagina: '2' });
  });
});

const person = (id: number, nome: string) => ({
  id: 100 + id,
  usuarioId: id,
  usuario: { id, nome, email: `u${id}@x.dev`, avatarUrl: null },
});

/** The sector each row names, last on the line under its title ('ALMEIDA TRANSPORTES · Suporte'). */
const sectors = () => titleSublines().map((line) => line.split(' · ').at(-1));

function ticket(id: number, changes: Partial<ChamadoResumo>): ChamadoResumo {
  return {
    id,
    codigoSequencial: id,
    setor: 'COMERCIAL',
    status: 'EM_ABERTO',
    titulo: `Chamado de teste número ${id}`,
    dataPrevisaoConclusao: null,
    dataFechamento: null,
    empresa: null,
    responsaveis: [],
    createdAt: '2025-03-05T17:07:00.000Z',
    ...changes,
  };
}

describe('TicketListPage: rows', { timeout: 15_000 }, () => {
  it('links each title to its details page', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList();
    const [first] = (await apiPage(token, `status=EM_ABERTO&${NEWEST_FIRST}`)).items;
    const link = await screen.findByRole('link', { name: first.titulo });
    await user.click(link);
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/dashboard/chamados/${first.id}/detalhes`,
    );
    expect(router.state.location.pathname).toBe(`/dashboard/chamados/${first.id}/detalhes`);
  });

  it("shows up to three assignees' avatars then '+N' naming the others, '—' without assignees or due date", async () => {
    const user = userEvent.setup();
    await signIn();
    const names = ['ANA LIMA', 'BRUNO COSTA', 'CARLA DIAS', 'DANIEL REIS', 'EVA MELO'];
    const items = [
      ticket(1, {
        responsaveis: names.map((nome, index) => person(index + 1, nome)),
        dataPrevisaoConclusao: '2025-04-01T12:00:00.000Z',
      }),
      ticket(2, { responsaveis: [] }),
    ];
    api.server.use(
      msw.get('*/v1/chamados', () => HttpResponse.json({ items, totalItens: 2, totalPaginas: 1 })),
    );
    renderTicketList();
    await expectCodes(['#1', '#2']);
    const [many, none] = bodyRows().map(
      (row) => within(row).getAllByRole('cell')[headers().indexOf('Responsáveis')],
    );
    expect(
      within(many)
        .getAllByRole('img')
        .map((image) => image.getAttribute('aria-label')),
    ).toEqual(['ANA LIMA', 'BRUNO COSTA', 'CARLA DIAS', 'Mais 2 responsáveis: DANIEL REIS, EVA MELO']);
    expect(many).toHaveTextContent('+2');
    // A name on hovering its avatar; every name once the keyboard reaches the group (one stop a row).
    await user.hover(within(many).getByRole('img', { name: 'BRUNO COSTA' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('BRUNO COSTA');
    await user.unhover(within(many).getByRole('img', { name: 'BRUNO COSTA' }));
    const group = within(many).getByRole('group', { name: 'Responsáveis' });
    expect(group).toHaveAttribute('tabindex', '0');
    group.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Responsáveis: ANA LIMA, BRUNO COSTA, CARLA DIAS, DANIEL REIS, EVA MELO',
    );
    expect(none).toHaveTextContent('—');
    expect(columnTexts('Previsão')[1]).toBe('—');
    expect(sectors()).toEqual(['Comercial', 'Comercial']);
  });

  it("shows 'Nenhum registro encontrado' when nothing matches", async () => {
    await signIn();
    renderTicketList('/dashboard/chamados?busca=zzzzzz');
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(range()).toBe('0–0 de 0');
  });

  it('shows a failed list with the API message and retries it', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    let failures = 0;
    // The list call fails twice (the query client retries once), then answers again.
    api.server.use(
      msw.get('*/v1/chamados', () => {
        if (failures >= 2) return undefined;
        failures++;
        return HttpResponse.json({ erro: 'Serviço indisponível' }, { status: 503 });
      }),
    );
    renderTicketList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serviço indisponível');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expectCodes(await apiCodes(token, `status=EM_ABERTO&${NEWEST_FIRST}`));
  });

  it("'Novo chamado' opens the new-ticket drawer", async () => {
    await signIn();
    const user = userEvent.setup();
    renderTicketList();
    await user.click(screen.getByRole('button', { name: 'Novo chamado' }));
    expect(await screen.findByRole('dialog', { name: 'Novo chamado' })).toBeInTheDocument();
  });
});
