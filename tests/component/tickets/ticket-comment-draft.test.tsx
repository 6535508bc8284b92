import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, renderDetails, setupTicketDetails } from './ticket-details-support';

const { signIn, openTicket } = setupTicketDetails();

/** The editor of the new comment form once Quill is loaded. */
async function commentEditor(): Promise<HTMLElement> {
  const form = await screen.findByRole('region', { name: 'Novo comentário' });
  return within(form).findByRole('textbox', { name: 'Comentário' });
}

/** Where the draft of the admin's reply on `ticketId` is kept (comment-draft.ts). */
const draftKey = (ticketId: number) => `retaguarda:rascunho-chamado:${DEMO_ACCOUNTS.admin.id}:${ticketId}`;

describe('the reply draft, kept per ticket across a reload', { timeout: 15_000 }, () => {
  it('comes back, with its private flag, when the page is mounted again (a reload), and goes once sent', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const other = await openTicket(token);
    const user = userEvent.setup();
    const first = renderDetails(ticket.id);
    await user.click(await commentEditor());
    await user.keyboard('Resposta pela metade');
    await user.click(screen.getByRole('checkbox', { name: 'Comentário privado' }));
    first.unmount();

    const reloaded = renderDetails(ticket.id);
    const editor = await commentEditor();
    await waitFor(() => expect(editor).toHaveTextContent('Resposta pela metade'));
    expect(screen.getByRole('checkbox', { name: 'Comentário privado' })).toBeChecked();
    expect(screen.getByText('Rascunho recuperado').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar rascunho' })).toBeInTheDocument();
    reloaded.unmount();

    // Another ticket has its own (none).
    const elsewhere = renderDetails(other.id);
    expect(await commentEditor()).toHaveTextContent('');
    expect(screen.queryByText('Rascunho recuperado')).not.toBeInTheDocument();
    elsewhere.unmount();

    const again = renderDetails(ticket.id);
    await waitFor(async () => expect(await commentEditor()).toHaveTextContent('Resposta pela metade'));
    await user.click(screen.getByRole('button', { name: 'Comentar' }));
    const thread = screen.getByRole('region', { name: /Comentários/ });
    expect(await within(thread).findByText('Resposta pela metade')).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey(ticket.id))).toBeNull();
    again.unmount();

    renderDetails(ticket.id);
    expect(await commentEditor()).toHaveTextContent('');
    expect(screen.getByRole('checkbox', { name: 'Comentário privado' })).not.toBeChecked();
  });

  it("goes when discarded ('Descartar rascunho', confirmed), and stays when the question is cancelled", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const user = userEvent.setup();
    const first = renderDetails(ticket.id);
    await user.click(await commentEditor());
    await user.keyboard('Texto que não vai ser enviado');
    first.unmount();

    const reloaded = renderDetails(ticket.id);
    const editor = await commentEditor();
    await waitFor(() => expect(editor).toHaveTextContent('Texto que não vai ser enviado'));
    const discard = screen.getByRole('button', { name: 'Descartar rascunho' });
    await user.click(discard);
    const question = screen.getByRole('group', { name: 'Descartar o comentário em rascunho?' });
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('button', { name: 'Descartar rascunho' })).toHaveFocus();
    expect(editor).toHaveTextContent('Texto que não vai ser enviado');

    await user.click(screen.getByRole('button', { name: 'Descartar rascunho' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Descartar o comentário em rascunho?' })).getByRole('button', {
        name: 'Descartar',
      }),
    );
    await waitFor(() => expect(editor).toHaveTextContent(''));
    expect(sessionStorage.getItem(draftKey(ticket.id))).toBeNull();
    reloaded.unmount();

    renderDetails(ticket.id);
    expect(await commentEditor()).toHaveTextContent('');
  });

  it('is sanitised when it goes back into the editor, and holds only the text and the private flag', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    sessionStorage.setItem(
      draftKey(ticket.id),
      JSON.stringify({
        comentario:
          '<p>Olá<img src="x" onerror="window.__draftPwned=1"><script>window.__draftPwned=2</script></p>',
        privado: false,
      }),
    );
    renderDetails(ticket.id);
    const editor = await commentEditor();
    await waitFor(() => expect(editor).toHaveTextContent('Olá'));
    expect(editor.querySelector('img, script, [onerror]')).toBeNull();
    expect((window as unknown as Record<string, unknown>).__draftPwned).toBeUndefined();

    const user = userEvent.setup();
    await user.click(editor);
    await user.keyboard(' mundo');
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(draftKey(ticket.id)) ?? '{}')).toEqual({
        comentario: expect.stringContaining('mundo'),
        privado: false,
      }),
    );
  });
});
