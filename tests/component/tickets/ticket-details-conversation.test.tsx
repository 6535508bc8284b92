import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn } = setupTicketDetails();

/** The seed's open ticket with the long conversation (customer and staff, some private notes). */
function longThread() {
  return api.ctx.db.chamados.all().find((ticket) => ticket.comentarios.length >= 40)!;
}

describe('ticket conversation', { timeout: 20_000 }, () => {
  it("marks each comment with its side, 'Cliente' or 'Suporte', each with its own look, and private notes apart", async () => {
    await signIn();
    const ticket = longThread();
    renderDetails(ticket.id);
    const thread = await screen.findByRole('region', { name: /Comentários/ });
    const items = within(thread).getAllByRole('article');
    expect(items).toHaveLength(ticket.comentarios.length);
    const first = ticket.comentarios[0];
    const second = ticket.comentarios[1];
    expect(first.origem).not.toBe(second.origem);
    for (const [index, comment] of [first, second].entries()) {
      const side = comment.origem === 'CLIENTE' ? 'Cliente' : 'Suporte';
      expect(items[index]).toHaveAccessibleName(`Comentário de ${comment.usuario.nome} (${side})`);
      expect(within(items[index]).getByText(side)).toBeInTheDocument();
      expect(items[index].closest('li')).toHaveClass(`ticket-comment--${comment.origem.toLowerCase()}`);
    }
    const privateIndex = ticket.comentarios.findIndex((comment) => comment.privado);
    expect(within(items[privateIndex]).getByText('Privado')).toBeInTheDocument();
    expect(items[privateIndex].closest('li')).toHaveClass('ticket-comment--private');
  });

  it("'Responder', at the top, takes the cursor to the reply box below a 40-comment thread", async () => {
    await signIn();
    const user = userEvent.setup();
    renderDetails(longThread().id);
    const actions = await screen.findByRole('group', { name: 'Ações do chamado' });
    const form = screen.getByRole('region', { name: 'Novo comentário' });
    const editor = await within(form).findByRole('textbox', { name: 'Comentário' });
    await user.click(within(actions).getByRole('button', { name: 'Responder' }));
    await waitFor(() => expect(editor).toHaveFocus());
  });
});
