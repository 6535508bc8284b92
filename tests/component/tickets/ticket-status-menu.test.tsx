import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderDetails, setupTicketDetails } from './ticket-details-support';

const { signIn, openTicket, closeTicket, ticket: apiTicket } = setupTicketDetails();

const statusButton = (label: string) =>
  screen.findByRole('button', { name: `Situação: ${label}. Alterar situação` });
const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the status menu of the ticket header', { timeout: 15_000 }, () => {
  it('changes the status in two actions: a click on the status, a click on the new one', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const user = userEvent.setup();

    const status = await statusButton('Aberto');
    expect(status).toHaveAttribute('aria-haspopup', 'menu');
    expect(status).toHaveAttribute('aria-expanded', 'false');
    await user.click(status);
    const menu = screen.getByRole('menu', { name: 'Alterar situação para' });
    expect(status).toHaveAttribute('aria-expanded', 'true');
    expect(status).toHaveAttribute('aria-controls', menu.id);
    // The status dialog's statuses (never the current one, Aberto or Fechado), then the two that need a dialog.
    expect(itemNames(menu)).toEqual([
      'Em análise',
      'A desenvolver',
      'Em andamento',
      'Aguardando resposta do cliente',
      'Aguardando resposta do suporte',
      'Alterar com comentário…',
      'Fechar chamado…',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Em andamento' }));

    expect(await screen.findByText('Status alterado com sucesso')).toBeInTheDocument();
    expect(await statusButton('Em andamento')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await apiTicket(token, ticket.id)).toMatchObject({ status: 'EM_ANDAMENTO', comentarios: [] });
  });

  it('works from the keyboard: Enter or ↓ opens it on its first item, arrows, Home and End move, Escape closes it back on the button', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const user = userEvent.setup();
    const status = await statusButton('Aberto');

    status.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Alterar situação para' });
    expect(within(menu).getByRole('menuitem', { name: 'Em análise' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'A desenvolver' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Fechar chamado…' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Em análise' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(within(menu).getByRole('menuitem', { name: 'Em análise' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(status).toHaveFocus();

    // ↓ on the button opens it too; Enter on an item picks it.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Em análise' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(await statusButton('Aguardando resposta do cliente')).toBeInTheDocument();
    expect((await apiTicket(token, ticket.id)).status).toBe('AGUARDANDO_RESPOSTA_CLIENTE');
  });

  it("opens the status dialog ('Alterar com comentário…') and the closing dialog ('Fechar chamado…') from the menu", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const user = userEvent.setup();

    await user.click(await statusButton('Aberto'));
    await user.click(screen.getByRole('menuitem', { name: 'Alterar com comentário…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alterar situação' });
    await waitFor(() => expect(within(dialog).getByLabelText('Nova situação')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Alterar situação' })).not.toBeInTheDocument(),
    );
    // The focus goes back to the status button, where the dialog was opened from.
    await waitFor(async () => expect(await statusButton('Aberto')).toHaveFocus());

    await user.click(await statusButton('Aberto'));
    await user.click(screen.getByRole('menuitem', { name: 'Fechar chamado…' }));
    const closing = await screen.findByRole('dialog', { name: 'Fechar chamado' });
    expect(within(closing).getByRole('switch', { name: 'Solicitação resolvida' })).toBeChecked();
    expect((await apiTicket(token, ticket.id)).status).toBe('EM_ABERTO');
  });

  it('reopens a closed ticket in two actions too', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await closeTicket(token, ticket.id);
    renderDetails(ticket.id);
    const user = userEvent.setup();

    await user.click(await statusButton('Fechado'));
    const menu = screen.getByRole('menu', { name: 'Alterar situação para' });
    expect(itemNames(menu)).toEqual([
      'Em análise',
      'A desenvolver',
      'Em andamento',
      'Aguardando resposta do cliente',
      'Aguardando resposta do suporte',
      'Reabrir com comentário…',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Em análise' }));

    expect(await statusButton('Em análise')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Novo comentário' })).toBeInTheDocument();
    expect(await apiTicket(token, ticket.id)).toMatchObject({ status: 'EM_ANALISE', dataFechamento: null });
  });
});
