import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as msw } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn, openTicket, comment, ticket: apiTicket } = setupTicketDetails();

afterEach(() => {
  vi.useRealTimers();
});

/** The comment whose text is `text`, as a list item of the thread. */
async function findComment(text: string): Promise<HTMLElement> {
  const thread = await screen.findByRole('region', { name: /Comentários/ });
  return (await within(thread).findByText(text)).closest('li') as HTMLElement;
}

/** The editor of the new comment form once Quill is loaded. */
async function commentEditor(): Promise<HTMLElement> {
  const form = await screen.findByRole('region', { name: 'Novo comentário' });
  return within(form).findByRole('textbox', { name: 'Comentário' });
}

describe('ticket comments', { timeout: 15_000 }, () => {
  it('shows the thread oldest first, with author, time and the private marker on private comments only', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await comment(token, ticket.id, '<p>Primeiro, público</p>', { minutesAgo: 30 });
    await comment(token, ticket.id, '<p>Segundo, privado</p>', { minutesAgo: 20, privado: true });
    renderDetails(ticket.id);

    const first = await findComment('Primeiro, público');
    const second = await findComment('Segundo, privado');
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(first).getByText(DEMO_ACCOUNTS.admin.nome)).toBeInTheDocument();
    expect(within(first).getByText(/^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(first).queryByText('Privado')).not.toBeInTheDocument();
    expect(within(second).getByText('Privado')).toBeInTheDocument();
  });

  it('requires the comment: nothing is sent while it is empty', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const user = userEvent.setup();
    renderDetails(ticket.id);
    await commentEditor();

    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect((await apiTicket(token, ticket.id)).comentarios).toHaveLength(0);
  });

  it('sends a public and a private comment: each appears in the thread and the form is cleared', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const user = userEvent.setup();
    renderDetails(ticket.id);

    const editor = await commentEditor();
    await user.click(editor);
    await user.keyboard('Comentário público de teste');
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const publicComment = await findComment('Comentário público de teste');
    expect(within(publicComment).queryByText('Privado')).not.toBeInTheDocument();
    await waitFor(() => expect(editor).toHaveTextContent(''));

    await user.click(editor);
    await user.keyboard('Anotação interna da equipe');
    await user.click(screen.getByRole('checkbox', { name: 'Comentário privado' }));
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const privateComment = await findComment('Anotação interna da equipe');
    expect(within(privateComment).getByText('Privado')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Comentário privado' })).not.toBeChecked();

    const saved = await apiTicket(token, ticket.id);
    expect(saved.comentarios.map(({ privado }) => privado)).toEqual([false, true]);
  });

  it('Ctrl+Enter in the editor sends the comment (a plain Enter is a new line)', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const user = userEvent.setup();
    renderDetails(ticket.id);

    const editor = await commentEditor();
    await user.click(editor);
    await user.keyboard('Primeira linha{Enter}segunda linha');
    expect((await apiTicket(token, ticket.id)).comentarios).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await findComment('segunda linha');
    // Emptied although the editor still has the focus (the user never left it).
    await waitFor(() => expect(editor).toHaveTextContent(''), { timeout: 5000 });
    const saved = await apiTicket(token, ticket.id);
    expect(saved.comentarios).toHaveLength(1);
    expect(saved.comentarios[0].comentario).toContain('Primeira linha');
  });

  it('sends once while sending and keeps everything typed when the API refuses the comment', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const posts = vi.fn();
    api.server.use(
      msw.post('*/v1/chamados/comentario/:id', async () => {
        posts();
        await gate;
        return HttpResponse.json(
          { errors: [{ campo: 'comentario', errors: ['Comentário recusado pela API'] }] },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderDetails(ticket.id);
    const editor = await commentEditor();
    await user.click(editor);
    await user.keyboard('Texto que não pode se perder');
    await user.click(screen.getByRole('checkbox', { name: 'Comentário privado' }));
    const send = screen.getByRole('button', { name: 'Comentar' });
    await user.click(send);

    await waitFor(() => expect(send).toBeDisabled());
    fireEvent.submit(send.closest('form')!);
    release();
    expect(await screen.findByText('Comentário recusado pela API')).toBeInTheDocument();
    expect(posts).toHaveBeenCalledTimes(1);
    expect(editor).toHaveTextContent('Texto que não pode se perder');
    expect(screen.getByRole('checkbox', { name: 'Comentário privado' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Comentar' })).toBeEnabled();
  });

  it('deletes a fresh comment of the signed-in user after a confirmation', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await comment(token, ticket.id, '<p>Escrevi errado</p>');
    const user = userEvent.setup();
    renderDetails(ticket.id);

    const item = await findComment('Escrevi errado');
    await user.click(within(item).getByRole('button', { name: 'Excluir comentário' }));
    const confirm = within(item).getByRole('group', { name: /Excluir este comentário\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Excluir' }));

    expect(await screen.findByText('Comentário excluído')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Escrevi errado')).not.toBeInTheDocument());
    expect((await apiTicket(token, ticket.id)).comentarios).toHaveLength(0);
  });

  it("offers no delete for an own comment older than 5 minutes, nor for someone else's fresh one", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await comment(token, ticket.id, '<p>Comentário antigo</p>', { minutesAgo: 6 });
    const other = await signIn(DEMO_ACCOUNTS.suporte.email);
    await comment(other, ticket.id, '<p>Comentário do colega</p>');
    await signIn();
    renderDetails(ticket.id);

    expect(
      within(await findComment('Comentário antigo')).queryByRole('button', { name: 'Excluir comentário' }),
    ).not.toBeInTheDocument();
    expect(
      within(await findComment('Comentário do colega')).queryByRole('button', { name: 'Excluir comentário' }),
    ).not.toBeInTheDocument();
  });

  it('removes the delete action by itself when the 5 minutes pass, without reloading', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await comment(token, ticket.id, '<p>Ainda dá tempo</p>', { minutesAgo: 4 });
    const view = renderDetails(ticket.id);
    const item = await findComment('Ainda dá tempo');
    expect(within(item).getByRole('button', { name: 'Excluir comentário' })).toBeInTheDocument();
    const fetches = view.queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.state.dataUpdateCount);

    act(() => vi.advanceTimersByTime(50_000));
    expect(within(item).getByRole('button', { name: 'Excluir comentário' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(within(item).queryByRole('button', { name: 'Excluir comentário' })).not.toBeInTheDocument();
    expect(within(item).getByText('Ainda dá tempo')).toBeInTheDocument();
    expect(
      view.queryClient
        .getQueryCache()
        .findAll()
        .map((query) => query.state.dataUpdateCount),
    ).toEqual(fetches);
  });
});
