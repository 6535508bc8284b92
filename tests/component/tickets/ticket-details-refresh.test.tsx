import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCustomerComment } from '@mocks/handlers/customer-activity';
import { TICKET_REFRESH_MS } from '@/features/tickets/ticket-refresh';
import { DEMO_ACCOUNTS, renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn, openTicket, closeTicket, changeStatus } = setupTicketDetails();

/** The calls of the page for the ticket (GET /v1/chamados/{id}) while the test runs. */
function ticketReads(ticketId: number) {
  const reads: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith(`/v1/chamados/${ticketId}`))
      reads.push(request.url);
  };
  api.server.events.on('request:start', listener);
  return reads;
}

/** A customer's user writes on the ticket (a ticket of the tests has a customer: its first one). */
function customerWrites(ticketId: number, text: string) {
  return addCustomerComment(api.ctx, ticketId, `<p>${text}</p>`);
}

async function commentEditor(): Promise<HTMLElement> {
  const form = await screen.findByRole('region', { name: 'Novo comentário' });
  return within(form).findByRole('textbox', { name: 'Comentário' });
}

function thread(): HTMLElement {
  return screen.getByRole('region', { name: /^Comentários/ });
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => state === 'hidden' });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

afterEach(() => {
  vi.useRealTimers();
  api.server.events.removeAllListeners();
  setVisibility('visible');
});

describe('ticket details: kept fresh while visible', { timeout: 30_000 }, () => {
  it("a customer's reply shows within 15 s while a comment is being written: its text, focus and caret stay", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const reads = ticketReads(ticket.id);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDetails(ticket.id);
    const editor = await commentEditor();
    await user.click(editor);
    await user.keyboard('Estamos verificando o lote');
    await waitFor(() => expect(editor).toHaveTextContent('Estamos verificando o lote'));
    const selection = window.getSelection()!;
    const caret = { node: selection.anchorNode, offset: selection.anchorOffset };
    expect(editor.contains(caret.node)).toBe(true);
    const readsBefore = reads.length;

    customerWrites(ticket.id, 'Alguma previsão? Temos cargas paradas.');
    await act(() => vi.advanceTimersByTimeAsync(TICKET_REFRESH_MS - 1000));
    expect(reads).toHaveLength(readsBefore);
    expect(within(thread()).queryByText('Alguma previsão? Temos cargas paradas.')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    const reply = await within(thread()).findByText('Alguma previsão? Temos cargas paradas.');
    expect(reply.closest('li')).toHaveTextContent('Cliente');
    expect(within(thread()).getByRole('heading', { level: 2 })).toHaveTextContent('Comentários (1)');
    expect(reads).toHaveLength(readsBefore + 1);
    // The comment being written is untouched: the same editor, its text, the focus and the caret.
    expect(await commentEditor()).toBe(editor);
    expect(editor).toHaveTextContent('Estamos verificando o lote');
    expect(editor).toHaveFocus();
    expect(window.getSelection()!.anchorNode).toBe(caret.node);
    expect(window.getSelection()!.anchorOffset).toBe(caret.offset);
    // Typing goes on where it was.
    await user.keyboard(' e retornamos em breve');
    await waitFor(() => expect(editor).toHaveTextContent('Estamos verificando o lote e retornamos em breve'));
    // Nothing about the page looked busy meanwhile.
    expect(document.querySelector('.ticket-details .p-skeleton')).toBeNull();
  });

  it('an open dialog stays open, with what was typed, through a refresh', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDetails(ticket.id);
    const actions = await screen.findByRole('group', { name: 'Ações do chamado' });
    await user.click(within(actions).getByRole('button', { name: 'Fechar chamado' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fechar chamado' }, { timeout: 5000 });
    const resolved = within(dialog).getByRole('switch', { name: 'Solicitação resolvida' });
    await user.click(resolved);
    expect(resolved).not.toBeChecked();
    const note = await within(dialog).findByRole('textbox', { name: 'Comentário (opcional)' });
    await user.click(note);
    await user.keyboard('Cliente confirmou a emissão');

    customerWrites(ticket.id, 'Conseguimos emitir agora.');
    await act(() => vi.advanceTimersByTimeAsync(TICKET_REFRESH_MS));
    await within(thread()).findByText('Conseguimos emitir agora.');
    expect(screen.getByRole('dialog', { name: 'Fechar chamado' })).toBe(dialog);
    expect(resolved).not.toBeChecked();
    expect(note).toHaveTextContent('Cliente confirmou a emissão');
    expect(note).toHaveFocus();
  });

  it('asks nothing while the tab is hidden, and at once when it is shown again', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const reads = ticketReads(ticket.id);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDetails(ticket.id);
    await commentEditor();
    const readsBefore = reads.length;

    setVisibility('hidden');
    customerWrites(ticket.id, 'Bom dia, alguma novidade?');
    await act(() => vi.advanceTimersByTimeAsync(4 * TICKET_REFRESH_MS));
    expect(reads).toHaveLength(readsBefore);

    setVisibility('visible');
    await within(thread()).findByText('Bom dia, alguma novidade?');
    expect(reads).toHaveLength(readsBefore + 1);
  });

  it('a ticket closed elsewhere while a comment is being written keeps the comment on screen, which is sent once it is reopened', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderDetails(ticket.id);
    const editor = await commentEditor();
    await user.click(editor);
    await user.keyboard('Segue a nota fiscal corrigida');

    // Another member of the staff closes it.
    const other = (await api.login(DEMO_ACCOUNTS.suporte.email)).token;
    await closeTicket(other, ticket.id);
    await act(() => vi.advanceTimersByTimeAsync(TICKET_REFRESH_MS));
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    const form = screen.getByRole('region', { name: 'Novo comentário' });
    expect(within(form).getByRole('status')).toHaveTextContent(
      'Chamado fechado enquanto você escrevia: reabra-o para enviar este comentário.',
    );
    expect(editor).toHaveTextContent('Segue a nota fiscal corrigida');
    expect(within(form).getByRole('button', { name: 'Comentar' })).toBeDisabled();

    // Reopened (elsewhere too): the comment can be sent.
    await changeStatus(other, ticket.id, 'EM_ANALISE');
    await act(() => vi.advanceTimersByTimeAsync(TICKET_REFRESH_MS));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Comentar' })).toBeEnabled());
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Comentar' }));
    expect(await within(thread()).findByText('Segue a nota fiscal corrigida')).toBeInTheDocument();
  });

  it('a closed ticket with nothing being written shows no comment form', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await closeTicket(token, ticket.id);
    renderDetails(ticket.id);
    expect(await screen.findByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novo comentário' })).not.toBeInTheDocument();
  });
});
