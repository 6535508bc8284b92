import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn, openTicket, changeStatus, ticket: apiTicket } = setupTicketDetails();

async function commentForm(): Promise<HTMLElement> {
  return screen.findByRole('region', { name: 'Novo comentário' });
}

describe("'Responder e aguardar cliente' beside 'Comentar'", { timeout: 15_000 }, () => {
  it("sends the comment and sets 'Aguardando resposta do cliente' in one action, with one toast; a second click meanwhile sends nothing", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const user = userEvent.setup();
    const form = await commentForm();
    const calls: string[] = [];
    const record = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/v1\//, '/v1/');
      if (request.method !== 'GET' && path.startsWith('/v1/chamados/'))
        calls.push(`${request.method} ${path}`);
    };
    api.server.events.on('request:start', record);
    onTestFinished(() => api.server.events.removeListener('request:start', record));

    await user.click(await within(form).findByRole('textbox', { name: 'Comentário' }));
    await user.keyboard('Pode confirmar se o XML chegou?');
    const replyAndWait = within(form).getByRole('button', { name: 'Responder e aguardar cliente' });
    // Two clicks before React draws the busy button: one call.
    fireEvent.click(replyAndWait);
    fireEvent.click(replyAndWait);
    fireEvent.click(within(form).getByRole('button', { name: 'Comentar' }));

    expect(await screen.findByText('Status alterado com sucesso')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: 'Situação: Aguardando resposta do cliente. Alterar situação',
      }),
    ).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: /Comentários/ });
    expect(await within(thread).findByText('Pode confirmar se o XML chegou?')).toBeInTheDocument();
    expect(screen.getAllByText('Status alterado com sucesso')).toHaveLength(1);
    expect(calls).toEqual([`PUT /v1/chamados/altera-status/${ticket.id}`]);
    // The form is empty again; the ticket waits on the customer, so the choice is no longer offered.
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Comentário' })).toHaveTextContent(''),
    );
    expect(
      within(form).queryByRole('button', { name: 'Responder e aguardar cliente' }),
    ).not.toBeInTheDocument();

    const saved = await apiTicket(token, ticket.id);
    expect(saved.status).toBe('AGUARDANDO_RESPOSTA_CLIENTE');
    expect(saved.comentarios).toHaveLength(1);
    expect(saved.comentarios[0]).toMatchObject({
      comentario: expect.stringContaining('<p>Pode confirmar se o XML chegou?</p>'),
      privado: false,
    });
  });

  it('needs the comment like Comentar, and is not offered while the ticket already waits on the customer', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const view = renderDetails(ticket.id);
    const user = userEvent.setup();
    const form = await commentForm();
    await within(form).findByRole('textbox', { name: 'Comentário' });

    await user.click(within(form).getByRole('button', { name: 'Responder e aguardar cliente' }));
    expect(await within(form).findByText('Campo obrigatório')).toBeInTheDocument();
    expect((await apiTicket(token, ticket.id)).status).toBe('EM_ABERTO');
    view.unmount();

    await changeStatus(token, ticket.id, 'AGUARDANDO_RESPOSTA_CLIENTE');
    renderDetails(ticket.id);
    const waiting = await commentForm();
    expect(within(waiting).getByRole('button', { name: 'Comentar' })).toBeInTheDocument();
    expect(
      within(waiting).queryByRole('button', { name: 'Responder e aguardar cliente' }),
    ).not.toBeInTheDocument();
  });
});
