import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChamadoResumo, ContagemStatusChamados } from '@generated/api/model';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { SETOR_LABELS } from '@/lib/format/ticket-labels';
import {
  bodyRows,
  expectCodes,
  headers,
  renderTicketList,
  searchOf,
  setupTicketList,
  tabNamed,
  titleSublines,
} from './ticket-list-support';

const { api, signIn, apiPage, apiCodes, lastParams } = setupTicketList();

const NEWEST_FIRST = 'ordenacao=createdAt,desc&limitePagina=10';
const ADMIN_ID = DEMO_ACCOUNTS.admin.id;

async function apiCounts(token: string, query = ''): Promise<ContagemStatusChamados> {
  return (
    await api.call(token, `/v1/chamados/contagem-status?${query}`)
  ).json() as Promise<ContagemStatusChamados>;
}

const chipGroup = () => screen.getByRole('group', { name: 'Filtros aplicados' });

describe('TicketListPage: triage', { timeout: 20_000 }, () => {
  it("shows each ticket's customer and sector under its title", async () => {
    const token = await signIn();
    renderTicketList('/dashboard/chamados?tab=TODOS');
    const page = await apiPage(token, NEWEST_FIRST);
    await expectCodes(page.items.map((ticket) => `#${ticket.codigoSequencial}`));
    expect(titleSublines()).toEqual(
      page.items.map((ticket) => `${ticket.empresa?.nome ?? '—'} · ${SETOR_LABELS[ticket.setor]}`),
    );
  });

  it("an address of the former 'Meus chamados' (responsavelUsuarioId) still narrows the rows, shows as a chip, and the chip takes it away", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList(`/dashboard/chamados?tab=TODOS&responsavelUsuarioId=${ADMIN_ID}`);
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&responsavelUsuarioId=${ADMIN_ID}`));
    expect(lastParams().responsavelUsuarioId).toBe(String(ADMIN_ID));
    expect(within(chipGroup()).getByText('Meus chamados')).toBeInTheDocument();
    // Only an address sets it: the 'Filtros' badge counts the drawer's filters.
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();

    await user.click(within(chipGroup()).getByRole('button', { name: 'Remover filtro Meus chamados' }));
    await waitFor(() => expect(searchOf(router).has('responsavelUsuarioId')).toBe(false));
    expect(screen.queryByRole('group', { name: 'Filtros aplicados' })).not.toBeInTheDocument();
  });

  it('shows the count of each status on its tab, following the filters, and refreshes them with the list', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    renderTicketList();
    const all = await apiCounts(token);
    await waitFor(() => expect(tabNamed('Aberto')).toHaveTextContent(`Aberto ${all.porStatus.EM_ABERTO}`));
    expect(tabNamed('Fechado')).toHaveTextContent(`Fechado ${all.porStatus.FECHADO}`);
    expect(tabNamed('Todos')).toHaveTextContent(`Todos ${all.total}`);

    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'cte');
    const mine = await apiCounts(token, 'filtros=cte');
    expect(mine.total).toBeLessThan(all.total);
    await waitFor(() => expect(tabNamed('Todos')).toHaveTextContent(`Todos ${mine.total}`));
    expect(tabNamed('Aberto')).toHaveTextContent(`Aberto ${mine.porStatus.EM_ABERTO}`);
  });

  it("picks a customer in 'Filtros': only its tickets, and a chip naming it", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?tab=TODOS');
    await user.click(screen.getByRole('button', { name: /^Filtros/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await waitFor(() => expect(within(drawer).getByLabelText('Situação')).toHaveFocus());
    await user.click(within(drawer).getByLabelText('Cliente').closest('.p-dropdown')!);
    const listbox = await screen.findByRole('listbox');
    // A customer of the picker's first page that has tickets.
    const withTickets = new Set(api.ctx.db.chamados.all().map((ticket) => ticket.empresa?.nome));
    const options = await within(listbox).findAllByRole('option');
    const option = options.find((candidate) => withTickets.has(candidate.textContent ?? ''))!;
    const nome = option.textContent ?? '';
    await user.click(option);
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar' }));

    const empresaId = searchOf(router).get('empresaId');
    expect(empresaId).toMatch(/^\d+$/);
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&empresaId=${empresaId}`));
    expect(new Set(titleSublines().map((line) => line.split(' · ')[0]))).toEqual(new Set([nome]));
    expect(lastParams().empresaId).toBe(empresaId);
    expect(await within(chipGroup()).findByText(`Cliente: ${nome}`)).toBeInTheDocument();
  });

  it("marks an expected completion past on a ticket still open as 'Atrasado', not on a closed one", async () => {
    await signIn();
    const base = {
      setor: 'SUPORTE',
      titulo: 'Chamado de teste',
      dataFechamento: null,
      empresa: null,
      responsaveis: [],
      createdAt: '2025-03-01T12:00:00.000Z',
    } satisfies Partial<ChamadoResumo>;
    const items: ChamadoResumo[] = [
      {
        ...base,
        id: 1,
        codigoSequencial: 1,
        status: 'EM_ANDAMENTO',
        dataPrevisaoConclusao: '2025-04-01T12:00:00.000Z',
      },
      {
        ...base,
        id: 2,
        codigoSequencial: 2,
        status: 'FECHADO',
        dataPrevisaoConclusao: '2025-04-01T12:00:00.000Z',
      },
      {
        ...base,
        id: 3,
        codigoSequencial: 3,
        status: 'EM_ANALISE',
        dataPrevisaoConclusao: '2099-04-01T12:00:00.000Z',
      },
    ];
    api.server.use(
      msw.get('*/v1/chamados', () => HttpResponse.json({ items, totalItens: 3, totalPaginas: 1 })),
    );
    renderTicketList('/dashboard/chamados?tab=TODOS');
    await expectCodes(['#1', '#2', '#3']);
    const column = headers().indexOf('Previsão');
    const [late, closed, ahead] = bodyRows().map((row) => within(row).getAllByRole('cell')[column]);
    expect(late).toHaveTextContent('Atrasado: 01/04/2025');
    expect(late.querySelector('.ticket-due--overdue .pi-exclamation-triangle')).not.toBeNull();
    expect(closed).not.toHaveTextContent('Atrasado');
    expect(ahead).not.toHaveTextContent('Atrasado');
  });
});
