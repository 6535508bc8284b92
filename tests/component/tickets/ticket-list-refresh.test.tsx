import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCustomerTicket } from '@mocks/handlers/customer-activity';
import { TICKET_LIST_REFRESH_MS } from '@/features/tickets/ticket-refresh';
import { locationOf } from '../session/support';
import {
  bodyRows,
  columnTexts,
  codeOf,
  expectCodes,
  range,
  renderTicketList,
  setupTicketList,
  table,
  tabNamed,
} from './ticket-list-support';

const { api, signIn, apiPage, listCalls } = setupTicketList();

const NEWEST_FIRST = 'ordenacao=createdAt,desc&limitePagina=10';

/** The document's visibility, as the browser reports it when the tab is hidden or shown again. */
function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  act(() => {
    // As the browser fires it: at the document, bubbling up to the window (where React Query listens).
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/** Every value the table's aria-busy and its skeleton took while the test ran (a background refresh shows neither). */
function watchBusy() {
  const seen = { busy: [] as string[], skeleton: false };
  const observer = new MutationObserver(() => {
    if (table().getAttribute('aria-busy') === 'true') seen.busy.push('true');
    if (table().querySelector('.resource-table__body--busy')) seen.busy.push('dimmed');
    if (table().querySelector('.resource-table__skeleton')) seen.skeleton = true;
  });
  observer.observe(table(), { attributes: true, subtree: true, childList: true });
  return { seen, stop: () => observer.disconnect() };
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('TicketListPage: kept fresh while visible', { timeout: 30_000 }, () => {
  it('a ticket opened meanwhile shows by itself within 30 s, first in the list: no dimming, no skeleton, the URL and the focus stay', async () => {
    const token = await signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderTicketList();
    const before = await apiPage(token, `status=EM_ABERTO&${NEWEST_FIRST}`);
    await expectCodes(before.items.map(codeOf));
    const location = locationOf(router);
    // The user is on the second row's link (a keyboard user reading the list).
    const focused = within(bodyRows()[1]).getByRole('link');
    focused.focus();
    const calls = listCalls.length;
    const watch = watchBusy();

    const ticket = openCustomerTicket(api.ctx);
    await act(() => vi.advanceTimersByTimeAsync(TICKET_LIST_REFRESH_MS - 1000));
    expect(listCalls).toHaveLength(calls);
    expect(columnTexts('Código')[0]).not.toBe(codeOf(ticket));

    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expectCodes([codeOf(ticket), ...before.items.map(codeOf).slice(0, 9)]);
    expect(listCalls).toHaveLength(calls + 1);
    expect(within(bodyRows()[0]).getByRole('link', { name: ticket.titulo })).toBeInTheDocument();
    expect(columnTexts('Abertura')[0]).toMatch(/há menos de um minuto$/);
    await waitFor(() => expect(tabNamed('Aberto')).toHaveTextContent(String(before.totalItens + 1)));
    expect(range()).toBe(`1–10 de ${before.totalItens + 1}`);
    watch.stop();
    expect(watch.seen).toEqual({ busy: [], skeleton: false });
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(locationOf(router)).toBe(location);
    expect(focused).toBeInTheDocument();
    expect(focused).toHaveFocus();
  });

  it('keeps the page, the tab and the order the user chose: a refresh of the second page stays on it', async () => {
    const token = await signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const path = '/dashboard/chamados?tab=TODOS&ordem=codigoSequencial%2Cdesc&pagina=2';
    const { router } = renderTicketList(path);
    const query = 'ordenacao=codigoSequencial,desc&limitePagina=10&pagina=2';
    const before = await apiPage(token, query);
    await expectCodes(before.items.map(codeOf));

    const ticket = openCustomerTicket(api.ctx);
    await act(() => vi.advanceTimersByTimeAsync(TICKET_LIST_REFRESH_MS));
    // The newest code is first on page 1: page 2 now starts with what ended page 1.
    const after = await apiPage(token, query);
    expect(after.items[0].codigoSequencial).toBe(ticket.codigoSequencial - 10);
    await expectCodes(after.items.map(codeOf));
    expect(range()).toBe(`11–20 de ${before.totalItens + 1}`);
    expect(locationOf(router)).toBe(path);
    expect(tabNamed('Todos')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('columnheader', { name: 'Código' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    await signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderTicketList();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    const calls = listCalls.length;

    setVisibility('hidden');
    const ticket = openCustomerTicket(api.ctx);
    await act(() => vi.advanceTimersByTimeAsync(3 * TICKET_LIST_REFRESH_MS));
    expect(listCalls).toHaveLength(calls);

    setVisibility('visible');
    await waitFor(() => expect(columnTexts('Código')[0]).toBe(codeOf(ticket)));
    expect(listCalls).toHaveLength(calls + 1);
  });

  it("an open drawer keeps what was typed in it through a refresh ('Novo chamado')", async () => {
    await signIn();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTicketList();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Novo chamado' }));
    const drawer = await screen.findByRole('dialog', { name: 'Novo chamado' }, { timeout: 5000 });
    const title = within(drawer).getByRole('textbox', { name: /Título/ });
    await user.type(title, 'Cobrança em duplicidade na fatura');
    const calls = listCalls.length;

    const ticket = openCustomerTicket(api.ctx);
    await act(() => vi.advanceTimersByTimeAsync(TICKET_LIST_REFRESH_MS));
    await waitFor(() => expect(listCalls.length).toBeGreaterThan(calls));
    await waitFor(() => expect(columnTexts('Código')[0]).toBe(codeOf(ticket)));
    expect(screen.getByRole('dialog', { name: 'Novo chamado' })).toBe(drawer);
    expect(title).toHaveValue('Cobrança em duplicidade na fatura');
    expect(title).toHaveFocus();
  });
});
