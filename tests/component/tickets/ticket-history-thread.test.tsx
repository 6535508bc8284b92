import '../jsdom-layout';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as msw } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AlteraDataConclusaoInput } from '@generated/api/model';
import { TICKET_REFRESH_MS } from '@/features/tickets/ticket-refresh';
import { DEMO_ACCOUNTS, renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn, openTicket, comment, changeStatus } = setupTicketDetails();

const ADMIN = DEMO_ACCOUNTS.admin.nome;
const SUPORTE = DEMO_ACCOUNTS.suporte.nome;

/** A moment as the page writes it (dd/MM/yyyy - HH:mm, the browser's wall clock), worked out apart from the app's code. */
const two = (value: number) => String(value).padStart(2, '0');
function shown(iso: string): string {
  const date = new Date(iso);
  const day = `${two(date.getDate())}/${two(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} - ${two(date.getHours())}:${two(date.getMinutes())}`;
}

type HistoryEvent = { tipo: string; createdAt: string };

async function apiHistory(token: string, ticketId: number): Promise<HistoryEvent[]> {
  return (await api.call(token, `/v1/chamados/historico/${ticketId}`)).json();
}

afterEach(() => {
  vi.useRealTimers();
  api.server.events.removeAllListeners();
});

/** The page's calls for the ticket's history while the test runs. */
function historyReads(ticketId: number): string[] {
  const reads: string[] = [];
  api.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(`/v1/chamados/historico/${ticketId}`)) reads.push(request.url);
  });
  return reads;
}

const thread = () => screen.findByRole('region', { name: /^Comentários/ });

/** The thread's rows, a comment as 'comentário: <its text>' and an event as its line. */
async function rows(): Promise<string[]> {
  return within(await thread())
    .getAllByRole('listitem')
    .map((item) => {
      const article = within(item).queryByRole('article');
      return article
        ? `comentário: ${article.querySelector('.ticket-comment__text')?.textContent ?? ''}`
        : (item.textContent ?? '');
    });
}

describe("the ticket's history in its thread", { timeout: 20_000 }, () => {
  it("shows a status change made from the header's menu as an event (who, from → to, when), among the comments by time; the count stays the comments'", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await comment(token, ticket.id, '<p>Pode enviar o XML?</p>', { minutesAgo: 10 });
    const [assigned] = await apiHistory(token, ticket.id);
    renderDetails(ticket.id);
    const user = userEvent.setup();

    // The comment was written 10 minutes before openTicket assigned the suporte and admin accounts.
    await waitFor(async () =>
      expect(await rows()).toEqual([
        'comentário: Pode enviar o XML?',
        `${ADMIN} adicionou ${SUPORTE} e ${ADMIN} aos responsáveis · ${shown(assigned.createdAt)}`,
      ]),
    );

    await user.click(await screen.findByRole('button', { name: 'Situação: Aberto. Alterar situação' }));
    await user.click(screen.getByRole('menuitem', { name: 'Em andamento' }));
    expect(await screen.findByText('Status alterado com sucesso')).toBeInTheDocument();

    const changed = (await apiHistory(token, ticket.id)).at(-1)!;
    expect(changed.tipo).toBe('STATUS');
    const line = `${ADMIN} alterou a situação de Aberto para Em andamento · ${shown(changed.createdAt)}`;
    await waitFor(async () => expect((await rows()).at(-1)).toBe(line));
    const event = within(await thread()).getByText(
      (_, element) => element?.tagName === 'LI' && element.textContent === line,
    );
    // The statuses as the app's status tags; the moment as a machine-readable time.
    expect(within(event).getByText('Aberto')).toHaveClass('ticket-status--em-aberto');
    expect(within(event).getByText('Em andamento')).toHaveClass('ticket-status--em-andamento');
    expect(event.querySelector('time')).toHaveAttribute('dateTime', changed.createdAt);
    // An event is not a comment: no article, and the heading counts the one comment.
    expect(within(event).queryByRole('article')).not.toBeInTheDocument();
    expect(within(await thread()).getByRole('heading', { level: 2 })).toHaveTextContent('Comentários (1)');
  });

  it("shows 'Responder e aguardar cliente' as the reply, then its status event", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Novo comentário' });
    const editor = await within(form).findByRole('textbox', { name: 'Comentário' });
    await user.click(editor);
    await user.keyboard('Corrigido, pode testar?');
    await user.click(within(form).getByRole('button', { name: 'Responder e aguardar cliente' }));
    expect(await screen.findByText('Status alterado com sucesso')).toBeInTheDocument();

    const changed = (await apiHistory(token, ticket.id)).at(-1)!;
    await waitFor(async () =>
      expect((await rows()).slice(1)).toEqual([
        'comentário: Corrigido, pode testar?',
        `${ADMIN} alterou a situação de Aberto para Aguardando resposta do cliente · ${shown(changed.createdAt)}`,
      ]),
    );
  });

  it("shows the comments while the history fails, with a note and 'Tentar novamente' that brings the events", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await changeStatus(token, ticket.id, 'EM_ANALISE');
    await comment(token, ticket.id, '<p>Analisando o lote</p>');
    api.server.use(
      msw.get('*/v1/chamados/historico/:id', () =>
        HttpResponse.json({ erro: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
    renderDetails(ticket.id);
    const user = userEvent.setup();

    const note = await within(await thread()).findByText(
      'Não foi possível carregar o histórico de alterações.',
      {},
      { timeout: 8_000 },
    );
    expect(await rows()).toEqual(['comentário: Analisando o lote']);
    expect(screen.queryByText('Serviço indisponível')).not.toBeInTheDocument();

    api.server.resetHandlers();
    await user.click(within(note.parentElement!).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(note).not.toBeInTheDocument());
    const lines = await rows();
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${ADMIN} alterou a situação de Aberto para Em análise · `));
  });

  it('shows a change made elsewhere once the ticket refreshes, asking for the history only when the ticket changed', async () => {
    const suporte = await signIn(DEMO_ACCOUNTS.suporte.email);
    const ticket = await openTicket(suporte);
    const reads = historyReads(ticket.id);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderDetails(ticket.id);
    await waitFor(async () => expect(await rows()).toHaveLength(1));
    expect(reads).toHaveLength(1);

    // A refresh that brings nothing new asks for the ticket only.
    await act(() => vi.advanceTimersByTimeAsync(TICKET_REFRESH_MS));
    expect(reads).toHaveLength(1);

    // A colleague sets the due date elsewhere: the next refresh brings the ticket, then its event.
    const { token } = await api.login();
    const due = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const set = await api.call<AlteraDataConclusaoInput>(
      token,
      `/v1/chamados/altera-data-conclusao/${ticket.id}`,
      {
        method: 'PUT',
        json: { dataPrevisaoConclusao: due },
      },
    );
    expect(set.status).toBe(200);
    await act(() => vi.advanceTimersByTimeAsync(TICKET_REFRESH_MS));
    await waitFor(async () =>
      expect((await rows()).at(-1)).toMatch(
        new RegExp(`^${ADMIN} definiu a previsão de conclusão para ${shown(due)} · `),
      ),
    );
    expect(reads).toHaveLength(2);
  });
});
