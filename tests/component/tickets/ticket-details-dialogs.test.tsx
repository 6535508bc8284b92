import '../profile/node-file-globals';
import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays, format, subDays } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format/date';
import { renderDetails, setupTicketDetails } from './ticket-details-support';

const {
  signIn,
  openTicket,
  changeStatus,
  closeTicket,
  ticket: apiTicket,
} = setupTicketDetails({ uploads: true });

function fact(label: string): string {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

/** Opens a dialog from the header's actions; it is ready once its first field has the focus. */
async function openDialog(action: string, title: string, firstField: string) {
  const user = userEvent.setup();
  const actions = await screen.findByRole('group', { name: 'Ações do chamado' });
  await user.click(within(actions).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(within(dialog).getByLabelText(firstField)).toHaveFocus());
  return { user, dialog };
}

describe('expected completion date dialog', { timeout: 15_000 }, () => {
  it('does not offer past days and refuses a moment that is not after now', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const { user, dialog } = await openDialog(
      'Alterar previsão',
      'Alterar previsão de conclusão',
      'Nova previsão de conclusão',
    );
    const input = within(dialog).getByLabelText('Nova previsão de conclusão');
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    await user.click(dialog.querySelector<HTMLElement>('.p-datepicker-trigger')!);
    const today = new Date();
    const days = [
      ...document.querySelectorAll<HTMLElement>(
        '.p-datepicker-calendar td:not(.p-datepicker-other-month) > span',
      ),
    ];
    expect(days.length).toBeGreaterThanOrEqual(28);
    for (const day of days) {
      expect(day.classList.contains('p-disabled')).toBe(Number(day.textContent) < today.getDate());
    }

    // A past day typed in is not taken.
    await user.type(input, format(subDays(today, 1), 'dd/MM/yyyy HH:mm'));
    expect(save).toBeDisabled();
    // Today at the current minute is already past once the dialog is open.
    await user.clear(input);
    await user.type(input, format(new Date(), 'dd/MM/yyyy HH:mm'));
    expect(await within(dialog).findByText('Não pode ser anterior a data atual')).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect((await apiTicket(token, ticket.id)).dataPrevisaoConclusao).toBeNull();
  });

  it('saves a date and time after now: the header shows it and a toast confirms', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const { user, dialog } = await openDialog(
      'Alterar previsão',
      'Alterar previsão de conclusão',
      'Nova previsão de conclusão',
    );
    const chosen = addDays(new Date(), 3);
    chosen.setHours(14, 30, 0, 0);

    await user.type(
      within(dialog).getByLabelText('Nova previsão de conclusão'),
      format(chosen, 'dd/MM/yyyy HH:mm'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Data alterada com sucesso')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Alterar previsão de conclusão' })).not.toBeInTheDocument(),
    );
    expect(fact('Previsão de conclusão')).toBe(formatDateTime(chosen));
    expect((await apiTicket(token, ticket.id)).dataPrevisaoConclusao).toBe(chosen.toISOString());
  });
});

/** Opens the status dialog from the header's status menu ('Alterar com comentário…'). */
async function openStatusDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Situação: .+\. Alterar situação$/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Alterar com comentário…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Alterar situação' });
  await waitFor(() => expect(within(dialog).getByLabelText('Nova situação')).toHaveFocus());
  return { user, dialog };
}

describe('change status dialog', { timeout: 15_000 }, () => {
  it('offers every status but the current one, Aberto and Fechado; needs a comment with attachments; then saves', async () => {
    const token = await signIn();
    const ticket = await changeStatus(token, (await openTicket(token)).id, 'EM_ANALISE');
    renderDetails(ticket.id);
    const { user, dialog } = await openStatusDialog();
    const save = within(dialog).getByRole('button', { name: 'Salvar' });
    expect(save).toBeDisabled();

    await user.click(dialog.querySelector('.p-dropdown')!);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'A desenvolver',
      'Em andamento',
      'Aguardando resposta do cliente',
      'Aguardando resposta do suporte',
    ]);
    await user.click(screen.getByRole('option', { name: 'Em andamento' }));

    const upload = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(upload, new File(['%PDF-1.4 log'], 'log-erro.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByText('log-erro.pdf')).toBeInTheDocument();
    await user.click(save);
    expect(await within(dialog).findByText('Campo obrigatório')).toBeInTheDocument();
    expect((await apiTicket(token, ticket.id)).status).toBe('EM_ANALISE');

    await user.click(await within(dialog).findByRole('textbox', { name: 'Comentário' }));
    await user.keyboard('Iniciando a correção');
    await user.click(save);

    expect(await screen.findByText('Status alterado com sucesso')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Alterar situação' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByText('Em andamento', { selector: '.ticket-header .ticket-status' }),
    ).toBeInTheDocument();
    const thread = screen.getByRole('region', { name: /Comentários/ });
    expect(within(thread).getByText('Iniciando a correção')).toBeInTheDocument();
    expect(within(thread).getByRole('button', { name: /log-erro\.pdf/ })).toBeInTheDocument();
    const saved = await apiTicket(token, ticket.id);
    expect(saved.status).toBe('EM_ANDAMENTO');
    expect(saved.comentarios.at(-1)).toMatchObject({
      privado: false,
      anexos: [expect.objectContaining({ nome: 'log-erro.pdf' })],
    });
  });
});

describe('close ticket dialog', { timeout: 15_000 }, () => {
  it('closes with "resolved" on by default, or off, with an optional private comment', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const { user, dialog } = await openDialog('Fechar chamado', 'Fechar chamado', 'Solicitação resolvida');
    const resolved = within(dialog).getByRole('switch', { name: 'Solicitação resolvida' });
    expect(resolved).toBeChecked();

    await user.click(resolved);
    expect(resolved).not.toBeChecked();
    await user.click(await within(dialog).findByRole('textbox', { name: 'Comentário (opcional)' }));
    await user.keyboard('Cliente não respondeu');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Comentário privado' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fechar chamado' }));

    expect(await screen.findByText('Chamado fechado com sucesso')).toBeInTheDocument();
    expect(
      await screen.findByText('Fechado', { selector: '.ticket-header .ticket-status' }),
    ).toBeInTheDocument();
    expect(fact('Solicitação resolvida')).toBe('Não');
    // A closed ticket offers only 'Reabrir', and says why.
    const actions = screen.getByRole('group', { name: 'Ações do chamado' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reabrir']);
    expect(
      within(actions).getByText('Chamado fechado: reabra-o para comentar ou alterar.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Novo comentário' })).not.toBeInTheDocument();
    const saved = await apiTicket(token, ticket.id);
    expect(saved).toMatchObject({ status: 'FECHADO', solicitacaoResolvida: false });
    expect(saved.comentarios.at(-1)).toMatchObject({ privado: true });
  });
});

describe('reopening a closed ticket', { timeout: 15_000 }, () => {
  it("'Reabrir' changes the status of a closed ticket: it is open again, with its actions and the reply box", async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    await closeTicket(token, ticket.id, true);
    renderDetails(ticket.id);
    const { user, dialog } = await openDialog('Reabrir', 'Reabrir chamado', 'Nova situação');

    await user.click(dialog.querySelector('.p-dropdown')!);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Fechado');
    await user.click(screen.getByRole('option', { name: 'Em análise' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText('Status alterado com sucesso')).toBeInTheDocument();
    expect(
      await screen.findByText('Em análise', { selector: '.ticket-header .ticket-status' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Fechado em', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Novo comentário' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Ações do chamado' })).getByRole('button', {
        name: 'Fechar chamado',
      }),
    ).toBeInTheDocument();
    expect(await apiTicket(token, ticket.id)).toMatchObject({
      status: 'EM_ANALISE',
      dataFechamento: null,
      solicitacaoResolvida: null,
    });
  });

  it('sends solicitacaoResolvida true when left as it is', async () => {
    const token = await signIn();
    const ticket = await openTicket(token);
    renderDetails(ticket.id);
    const { user, dialog } = await openDialog('Fechar chamado', 'Fechar chamado', 'Solicitação resolvida');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar chamado' }));

    expect(await screen.findByText('Chamado fechado com sucesso')).toBeInTheDocument();
    const saved = await apiTicket(token, ticket.id);
    expect(saved).toMatchObject({ status: 'FECHADO', solicitacaoResolvida: true });
    expect(saved.comentarios).toHaveLength(0);
  });
});
