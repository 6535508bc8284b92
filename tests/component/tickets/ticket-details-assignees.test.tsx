import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as msw } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, renderDetails, setupTicketDetails } from './ticket-details-support';

const { api, signIn, openTicket, ticket: apiTicket } = setupTicketDetails();

async function openAssignees() {
  const user = userEvent.setup();
  const actions = await screen.findByRole('group', { name: 'Ações do chamado' });
  await user.click(within(actions).getByRole('button', { name: 'Responsáveis' }));
  const dialog = await screen.findByRole('dialog', { name: 'Responsáveis' });
  return { user, dialog, save: within(dialog).getByRole('button', { name: 'Salvar' }) };
}

/** Opens the MultiSelect's panel once the users are loaded; returns the names it offers. */
async function openOptions(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const multiselect = dialog.querySelector<HTMLElement>('.p-multiselect')!;
  await waitFor(() => expect(multiselect).not.toHaveClass('p-disabled'));
  await user.click(multiselect);
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  return options.map((option) => option.querySelector('.ticket-assignee-option__name')?.textContent);
}

describe('assignees dialog', { timeout: 15_000 }, () => {
  it('offers active staff but never the super-user, and saves only a different, non-empty choice', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    const users = vi.fn();
    api.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/v1/usuarios'))
        users(Object.fromEntries(new URL(request.url).searchParams));
    });
    renderDetails(ticket.id);
    const { user, dialog, save } = await openAssignees();
    expect(save).toBeDisabled();

    const names = await openOptions(user, dialog);
    expect(names).toContain(DEMO_ACCOUNTS.admin.nome);
    expect(names).toContain(DEMO_ACCOUNTS.suporte.nome);
    expect(names).not.toContain(DEMO_ACCOUNTS.root.nome);
    expect(names).not.toContain(DEMO_ACCOUNTS.cliente.nome);
    expect(users).toHaveBeenCalledWith(expect.objectContaining({ admin: 'true', situacao: 'UNLOCK' }));
    api.server.events.removeAllListeners();

    // Removing everyone is refused; putting the same people back cannot be saved.
    await user.click(screen.getByRole('option', { name: DEMO_ACCOUNTS.admin.nome }));
    await user.click(screen.getByRole('option', { name: DEMO_ACCOUNTS.suporte.nome }));
    expect(await within(dialog).findByText('Selecione ao menos um responsável')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('option', { name: DEMO_ACCOUNTS.suporte.nome }));
    await user.click(screen.getByRole('option', { name: DEMO_ACCOUNTS.admin.nome }));
    expect(save).toBeDisabled();

    await user.click(screen.getByRole('option', { name: DEMO_ACCOUNTS.suporte.nome }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Responsáveis alterado com sucesso')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Responsáveis' })).not.toBeInTheDocument(),
    );
    const shown = screen.getByRole('list', { name: 'Responsáveis' });
    expect(within(shown).getByText(DEMO_ACCOUNTS.admin.nome)).toBeInTheDocument();
    expect(within(shown).queryByText(DEMO_ACCOUNTS.suporte.nome)).not.toBeInTheDocument();
    expect((await apiTicket(token, ticket.id)).responsaveis.map(({ usuarioId }) => usuarioId)).toEqual([
      DEMO_ACCOUNTS.admin.id,
    ]);
  });

  it("says 'Falha ao carregar os responsáveis' when the users cannot load, and loads them on retry", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    api.server.use(
      msw.get('*/v1/usuarios', () => HttpResponse.json({ erro: 'Falhou' }, { status: 500 }), { once: true }),
    );
    renderDetails(ticket.id);
    const { user, dialog, save } = await openAssignees();

    const inline = await within(dialog).findByRole('alert');
    expect(inline).toHaveTextContent('Falha ao carregar os responsáveis');
    expect(await screen.findAllByText('Falha ao carregar os responsáveis')).toHaveLength(2); // inline and the toast
    expect(save).toBeDisabled();

    await user.click(within(inline).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument());
    expect(await openOptions(user, dialog)).toContain(DEMO_ACCOUNTS.suporte.nome);
  });
});
