import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  columnTexts,
  dayInBrazil,
  expectCodes,
  renderTicketList,
  searchOf,
  setupTicketList,
  tabNamed,
  titleSublines,
  typedDay,
} from './ticket-list-support';

const { api, signIn, apiCodes, lastParams, listCalls } = setupTicketList();

// jsdom does no layout (offsetParent is null), so PrimeReact's multi-select panel would stay hidden: give it one.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

type User = ReturnType<typeof userEvent.setup>;
const NEWEST_FIRST = 'ordenacao=createdAt,desc&limitePagina=10';

async function openFilters(user: User, name: string | RegExp = /^Filtros/) {
  await user.click(screen.getByRole('button', { name }));
  const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
  // Once shown, the drawer focuses its first field (typing starts after that).
  await waitFor(() => expect(within(drawer).getByLabelText('Situação')).toHaveFocus());
  return drawer;
}

/** Opens the multi-select labelled `label` (keyboard) and toggles the options named `names`. */
async function choose(user: User, drawer: HTMLElement, label: string, names: string[]) {
  within(drawer).getByLabelText(label).focus();
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  for (const name of names) await user.click(within(listbox).getByRole('option', { name }));
}

/**
 * Types a date (dd/MM/yyyy) into an empty masked date input: once focused, the mask writes its
 * placeholder and puts the caret at the start (PrimeReact does it a moment after the focus).
 */
async function typeDate(user: User, input: HTMLElement, date: string) {
  await user.click(input);
  await waitFor(() => expect(input).toHaveValue('__/__/____'));
  await user.keyboard(date.replaceAll('/', ''));
  expect(input).toHaveValue(date);
}

/** The day (yyyy-MM-dd, Brazil) some closed tickets were closed on, with others closed before it. */
function middleClosingDay(): string {
  const days = api.ctx.db.chamados
    .all()
    .flatMap((ticket) => (ticket.dataFechamento ? [dayInBrazil(ticket.dataFechamento)] : []))
    .sort();
  return days[Math.floor(days.length / 2)];
}

describe('TicketListPage: the Filtros drawer', { timeout: 15_000 }, () => {
  it('applies a setor filter on the current tab from the first page, counts it, and the rows match', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList('/dashboard/chamados?tab=TODOS&pagina=2');
    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&pagina=2`));
    const drawer = await openFilters(user);
    const apply = within(drawer).getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();

    await choose(user, drawer, 'Setor', ['Financeiro', 'Comercial']);
    expect(apply).toBeEnabled();
    await user.click(apply);

    await expectCodes(await apiCodes(token, `${NEWEST_FIRST}&setor=FINANCEIRO&setor=COMERCIAL`));
    // The sector reads under each title, after its customer ('ALMEIDA TRANSPORTES LTDA · Financeiro').
    expect(new Set(titleSublines().map((line) => line.split(' · ').at(-1)))).toEqual(
      new Set(['Financeiro', 'Comercial']),
    );
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      setor: ['FINANCEIRO', 'COMERCIAL'],
    });
    expect(Object.fromEntries(searchOf(router))).toEqual({ tab: 'TODOS', setor: 'FINANCEIRO,COMERCIAL' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();
  });

  it("moves to 'Todos' with a status list, narrows by a closing date, and refuses an end before its start", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList();
    await expectCodes(await apiCodes(token, `status=EM_ABERTO&${NEWEST_FIRST}`));
    const day = middleClosingDay();
    const drawer = await openFilters(user);

    await choose(user, drawer, 'Situação', ['Fechado']);
    await typeDate(user, within(drawer).getByLabelText('Fechamento de'), typedDay(day));
    await typeDate(user, within(drawer).getByLabelText('Fechamento até'), '01/01/2020');
    const until = within(drawer).getByLabelText('Fechamento até');
    expect(until).toHaveAccessibleDescription('Data final anterior à inicial');
    expect(until).toHaveAttribute('aria-invalid', 'true');
    const apply = within(drawer).getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    await user.clear(until);
    expect(within(drawer).queryByText('Data final anterior à inicial')).not.toBeInTheDocument();
    await user.click(apply);

    const expected = await apiCodes(token, `${NEWEST_FIRST}&status=FECHADO&dataFechamentoInicio=${day}`);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(
      (await apiCodes(token, `status=FECHADO&ordenacao=createdAt,desc&limitePagina=100`)).length,
    );
    await expectCodes(expected);
    expect(new Set(columnTexts('Situação'))).toEqual(new Set(['Fechado']));
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      status: ['FECHADO'],
      dataFechamentoInicio: day,
    });
    expect(tabNamed('Todos')).toHaveAttribute('aria-selected', 'true');
    expect(Object.fromEntries(searchOf(router))).toEqual({
      tab: 'TODOS',
      status: 'FECHADO',
      dataFechamentoInicio: day,
    });
    expect(screen.getByRole('button', { name: 'Filtros (2 ativos)' })).toBeInTheDocument();

    // Choosing a tab drops the drawer's status list (the date stays): open tickets were never closed.
    await user.click(tabNamed('Aberto'));
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      status: ['EM_ABERTO'],
      dataFechamentoInicio: day,
    });
    expect(Object.fromEntries(searchOf(router))).toEqual({ dataFechamentoInicio: day });
  });

  it("shows the filters in force, and 'Limpar filtros' goes back to 'Aberto' without filters", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const path =
      '/dashboard/chamados?tab=TODOS&status=FECHADO&setor=SUPORTE&dataAberturaInicio=2020-01-01&busca=e';
    const { router } = renderTicketList(path);
    await expectCodes(
      await apiCodes(
        token,
        `${NEWEST_FIRST}&status=FECHADO&setor=SUPORTE&dataAberturaInicio=2020-01-01&filtros=e`,
      ),
    );
    const drawer = await openFilters(user, 'Filtros (3 ativos)');
    expect(within(drawer).getByLabelText('Abertura de')).toHaveValue('01/01/2020');
    expect(
      within(drawer).getByText('Fechado', { selector: '.p-multiselect-token-label' }),
    ).toBeInTheDocument();
    expect(
      within(drawer).getByText('Suporte', { selector: '.p-multiselect-token-label' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Aplicar' })).toBeDisabled();

    await user.click(within(drawer).getByRole('button', { name: 'Limpar filtros' }));
    await expectCodes(await apiCodes(token, `status=EM_ABERTO&${NEWEST_FIRST}&filtros=e`));
    expect(Object.fromEntries(searchOf(router))).toEqual({ busca: 'e' });
    expect(lastParams()).toEqual({
      limitePagina: '10',
      pagina: '1',
      ordenacao: 'createdAt,desc',
      status: ['EM_ABERTO'],
      filtros: ['e'],
    });
    expect(tabNamed('Aberto')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });

  it("'Fechar' drops the draft without calling the list again", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    const { router } = renderTicketList();
    await expectCodes(await apiCodes(token, `status=EM_ABERTO&${NEWEST_FIRST}`));
    const drawer = await openFilters(user);
    await typeDate(user, within(drawer).getByLabelText('Abertura de'), '01/01/2024');
    expect(within(drawer).getByRole('button', { name: 'Aplicar' })).toBeEnabled();
    const calls = listCalls.length;
    // The footer's 'Fechar' (the drawer's own close button in the header has the same name).
    await user.click(within(drawer).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(listCalls).toHaveLength(calls);
    const again = await openFilters(user);
    expect(within(again).getByLabelText('Abertura de')).toHaveValue('');
  });
});
