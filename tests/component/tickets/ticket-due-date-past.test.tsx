import '../profile/node-file-globals';
import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { renderDetails, setupTicketDetails } from './ticket-details-support';

const { signIn, openTicket, ticket: apiTicket } = setupTicketDetails({ uploads: true });

async function openDueDateDialog() {
  const user = userEvent.setup();
  const actions = await screen.findByRole('group', { name: 'Ações do chamado' });
  await user.click(within(actions).getByRole('button', { name: 'Alterar previsão' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar previsão de conclusão' });
  const input = within(dialog).getByLabelText<HTMLInputElement>('Nova previsão de conclusão');
  await waitFor(() => expect(input).toHaveFocus());
  return { user, dialog, input, save: within(dialog).getByRole('button', { name: 'Salvar' }) };
}

describe("'Alterar previsão' with a moment that is no date to save", { timeout: 15_000 }, () => {
  it("keeps a past moment as typed and says 'Não pode ser anterior a data atual', never 'Campo obrigatório'", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const { user, dialog, input, save } = await openDueDateDialog();
    const yesterday = format(subDays(new Date(), 1), 'dd/MM/yyyy HH:mm');

    await user.type(input, yesterday);
    expect(await within(dialog).findByText('Não pode ser anterior a data atual')).toBeInTheDocument();
    await user.tab();
    expect(input).toHaveValue(yesterday);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('Não pode ser anterior a data atual')).toBeInTheDocument();
    expect(within(dialog).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(save).toBeDisabled();
    expect((await apiTicket(token, ticket.id)).dataPrevisaoConclusao).toBeNull();
  });

  it("keeps an impossible moment as typed and says 'Data inválida'; emptied, it is 'Campo obrigatório'", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const { user, dialog, input, save } = await openDueDateDialog();

    await user.type(input, '31/02/2030 10:00');
    await user.tab();
    expect(input).toHaveValue('31/02/2030 10:00');
    expect(within(dialog).getByText('Data inválida')).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(input);
    await user.tab();
    expect(input).toHaveValue('');
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
  });
});
