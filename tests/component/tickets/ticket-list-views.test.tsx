import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContagemStatusChamados } from '@generated/api/model';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { API } from '../../unit/mocks/support';
import {
  expectCodes,
  renderTicketList,
  searchOf,
  setupTicketList,
  statusTabs,
  tabNamed,
  viewNamed,
  viewTabs,
} from './ticket-list-support';

const { api, signIn, apiCodes, lastParams } = setupTicketList();

const NEWEST_FIRST = 'ordenacao=createdAt,desc&limitePagina=10';
const ADMIN_ID = DEMO_ACCOUNTS.admin.id;
const NOT_CLOSED = [
  'EM_ABERTO',
  'EM_ANALISE',
  'A_DESENVOLVER',
  'EM_ANDAMENTO',
  'AGUARDANDO_RESPOSTA_CLIENTE',
  'AGUARDANDO_RESPOSTA_SUPORTE',
];
const notClosed = NOT_CLOSED.map((status) => `status=${status}`).join('&');

/** The page's count calls (not the test's own reads of the API). */
const countCalls: URL[] = [];
beforeAll(() => {
  api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/v1/chamados/contagem-status') && !API.startsWith(url.origin))
      countCalls.push(url);
  });
});
afterEach(() => {
  countCalls.length = 0;
});

async function apiCounts(token: string, query = ''): Promise<ContagemStatusChamados> {
  return (
    await api.call(token, `/v1/chamados/contagem-status?${query}`)
  ).json() as Promise<ContagemStatusChamados>;
}

/** The views' texts ('Atrasados 16'), in the row's order. */
const viewTexts = () =>
  within(viewTabs())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

const selectedTabs = () =>
  screen.getAllByRole('tab').filter((tab) => tab.getAttribute('aria-selected') === 'true');

describe("TicketListPage: the queue's views", { timeout: 20_000 }, () => {
  it("shows 'Atrasados', 'Sem responsável', 'Aguardando suporte' and 'Meus' above the status tabs, each with the API's count", async () => {
    const token = await signIn();
    renderTicketList();
    const { visoes, porStatus } = await apiCounts(token);
    expect(visoes.atrasados).toBeGreaterThan(0);
    expect(visoes.semResponsavel).toBeGreaterThan(0);
    await waitFor(() =>
      expect(viewTexts()).toEqual([
        `Atrasados ${visoes.atrasados}`,
        `Sem responsável ${visoes.semResponsavel}`,
        `Aguardando suporte ${porStatus.AGUARDANDO_RESPOSTA_SUPORTE}`,
        `Meus ${visoes.meus}`,
      ]),
    );
    // Above the status tabs, and no view chosen on the default tab ('Aberto'): the first view takes the Tab key.
    expect(viewTabs().compareDocumentPosition(statusTabs()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(selectedTabs()).toEqual([tabNamed('Aberto')]);
    expect(viewNamed('Atrasados')).toHaveAttribute('tabindex', '0');
    // One count call for the tabs and the views together.
    expect(new Set(countCalls.map((url) => url.search))).toEqual(new Set(['']));
  });

  it('picking a view lists its tickets from the first page, keeps it in the URL, selects it alone and moves no view or tab', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?pagina=2');
    await waitFor(() => expect(viewNamed('Atrasados')).toHaveTextContent(/\d/));
    const order = viewTexts();
    const tabsBefore = within(statusTabs())
      .getAllByRole('tab')
      .map((tab) => tab.textContent);

    await user.click(viewNamed('Atrasados'));
    expect(searchOf(router).toString()).toBe('tab=ATRASADOS');
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&atrasados=true`));
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      atrasados: 'true',
    });
    expect(selectedTabs()).toEqual([viewNamed('Atrasados')]);
    expect(
      within(statusTabs())
        .getAllByRole('tab')
        .every((tab) => tab.tabIndex === -1 || tab === within(statusTabs()).getAllByRole('tab')[0]),
    ).toBe(true);

    await user.click(viewNamed('Sem responsável'));
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&semResponsavel=true&${notClosed}`));
    expect(lastParams()).toMatchObject({ semResponsavel: 'true', status: NOT_CLOSED });

    await user.click(viewNamed('Aguardando suporte'));
    expect(searchOf(router).get('tab')).toBe('AGUARDANDO_RESPOSTA_SUPORTE');
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&status=AGUARDANDO_RESPOSTA_SUPORTE`));

    await user.click(viewNamed('Meus'));
    expect(searchOf(router).get('tab')).toBe('MEUS');
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&responsavelUsuarioId=${ADMIN_ID}&${notClosed}`));
    expect(lastParams()).toMatchObject({ responsavelUsuarioId: String(ADMIN_ID), status: NOT_CLOSED });

    // The rows never moved, and picking views asked for no other count.
    expect(viewTexts()).toEqual(order);
    expect(
      within(statusTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(tabsBefore);
    expect(new Set(countCalls.map((url) => url.search))).toEqual(new Set(['']));

    // A status tab ends the view.
    await user.click(tabNamed('Fechado'));
    expect(searchOf(router).get('tab')).toBe('FECHADO');
    expect(selectedTabs()).toEqual([tabNamed('Fechado')]);
  });

  it('moves among the views with the arrow keys, Home and End, picking each', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?tab=ATRASADOS');
    viewNamed('Atrasados').focus();
    await user.keyboard('{ArrowRight}');
    expect(viewNamed('Sem responsável')).toHaveFocus();
    expect(viewNamed('Sem responsável')).toHaveAttribute('aria-selected', 'true');
    expect(searchOf(router).get('tab')).toBe('SEM_RESPONSAVEL');
    await user.keyboard('{End}');
    expect(viewNamed('Meus')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(viewNamed('Atrasados')).toHaveFocus();
    expect(searchOf(router).get('tab')).toBe('ATRASADOS');
  });

  it("follows the search and filters in one count call, and a view's rows keep them", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?tab=MEUS&setor=SUPORTE');
    const narrowed = await apiCounts(token, 'setor=SUPORTE');
    await waitFor(() => expect(viewNamed('Meus')).toHaveTextContent(`Meus ${narrowed.visoes.meus}`));
    expect(viewNamed('Atrasados')).toHaveTextContent(`Atrasados ${narrowed.visoes.atrasados}`);
    await expectCodes(
      await apiCodes(token, `${NEWEST_FIRST}&responsavelUsuarioId=${ADMIN_ID}&${notClosed}&setor=SUPORTE`),
    );

    // Picking another view keeps the filters (only the drawer's status list goes).
    await user.click(viewNamed('Atrasados'));
    expect(Object.fromEntries(searchOf(router))).toEqual({ tab: 'ATRASADOS', setor: 'SUPORTE' });
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&atrasados=true&setor=SUPORTE`));
    expect(new Set(countCalls.map((url) => url.search))).toEqual(new Set(['?setor=SUPORTE']));
  });

  it("opens the notification's address (?semRespostaHoras=24) on 'Aberto' with those tickets, their count and a chip that takes the filter away", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?semRespostaHoras=24');
    const waiting = await apiCodes(token, `${NEWEST_FIRST}&status=EM_ABERTO&semRespostaHoras=24`);
    const { porStatus } = await apiCounts(token, 'semRespostaHoras=24');
    expect(porStatus.EM_ABERTO).toBeGreaterThan(0);
    await expectCodes(waiting);
    expect(lastParams()).toMatchObject({ status: ['EM_ABERTO'], semRespostaHoras: '24' });
    expect(tabNamed('Aberto')).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tabNamed('Aberto')).toHaveTextContent(`Aberto ${porStatus.EM_ABERTO}`));
    const chips = screen.getByRole('group', { name: 'Filtros aplicados' });
    expect(within(chips).getByText('Sem resposta há mais de 24 horas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();

    await user.click(
      within(chips).getByRole('button', { name: 'Remover filtro Sem resposta há mais de 24 horas' }),
    );
    await waitFor(() => expect(searchOf(router).has('semRespostaHoras')).toBe(false));
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&status=EM_ABERTO`));
  });

  it('shows no counts on the views while the list failed to load, and its counts again once it loads', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    let failures = 0;
    // The list call fails twice (the query client retries once), then answers again; the count answers.
    api.server.use(
      msw.get('*/v1/chamados', () => {
        if (failures >= 2) return undefined;
        failures++;
        return HttpResponse.json({ erro: 'Serviço indisponível' }, { status: 503 });
      }),
    );
    renderTicketList('/dashboard/chamados?tab=ATRASADOS');
    const alert = await screen.findByRole('alert');
    expect(viewTexts()).toEqual(['Atrasados', 'Sem responsável', 'Aguardando suporte', 'Meus']);
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&atrasados=true`));
    const { visoes } = await apiCounts(token);
    await waitFor(() => expect(viewNamed('Atrasados')).toHaveTextContent(`Atrasados ${visoes.atrasados}`));
  });

  it("says 'Nenhum chamado nesta visão.' for an empty view (nothing left to do there, nothing to clear)", async () => {
    await signIn();
    api.server.use(
      msw.get('*/v1/chamados', () => HttpResponse.json({ items: [], totalItens: 0, totalPaginas: 0 })),
    );
    renderTicketList('/dashboard/chamados?tab=SEM_RESPONSAVEL');
    expect(await screen.findByText('Nenhum chamado nesta visão.')).toBeInTheDocument();
    expect(screen.getByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
    expect(viewNamed('Sem responsável')).toHaveAttribute('aria-selected', 'true');
  });
});
