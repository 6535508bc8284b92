import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderProfilePage, setupSignedIn } from './support';

const EMAIL = 'suporte@retaguarda.dev';
const { mock } = setupSignedIn(EMAIL);

function renderForm() {
  const user = userEvent.setup();
  const { queryClient } = renderProfilePage();
  const section = screen.getByRole('region', { name: 'Alterar senha' });
  const current = within(section).getByLabelText('Senha atual');
  const next = within(section).getByLabelText('Nova senha');
  const confirm = within(section).getByLabelText('Confirme a nova senha');
  const submit = within(section).getByRole('button', { name: 'Alterar senha' });
  async function fill(values: { current?: string; next?: string; confirm?: string }) {
    for (const [input, value] of [
      [current, values.current],
      [next, values.next],
      [confirm, values.confirm],
    ] as const) {
      await user.clear(input);
      if (value) await user.type(input, value);
    }
  }
  return { user, section, current, next, confirm, submit, fill, queryClient };
}

describe('password change', () => {
  it('labels the three password inputs, masks them and lets each be shown', async () => {
    const { user, section, current, next, confirm } = renderForm();
    for (const input of [current, next, confirm]) expect(input).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    const toggles = within(section).getAllByRole('button', { name: 'Mostrar senha' });
    expect(toggles).toHaveLength(3);
    await user.type(current, 'segredo');
    await user.click(toggles[0]);
    expect(current).toHaveAttribute('type', 'text');
    expect(within(section).getByRole('button', { name: 'Ocultar senha' })).toBeInTheDocument();
  });

  it('requires the three fields', async () => {
    const { user, current, next, confirm, submit } = renderForm();
    await user.click(submit);
    for (const input of [current, next, confirm]) {
      await waitFor(() => expect(input).toHaveAccessibleDescription('Campo obrigatório'));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
  });

  it("says 'Senhas não conferem' at the confirmation, and clears it once they match", async () => {
    const { user, confirm, submit, fill } = renderForm();
    await fill({ current: 'retaguarda123', next: 'NovaSenha1', confirm: 'NovaSenha2' });
    await user.click(submit);
    await waitFor(() => expect(confirm).toHaveAccessibleDescription('Senhas não conferem'));
    await user.type(confirm, '{Backspace}1');
    await waitFor(() => expect(confirm).not.toHaveAccessibleDescription('Senhas não conferem'));
    expect(mock.ctx.db.credentials[EMAIL]).toBe('retaguarda123');
  });

  it('refuses a new password equal to the current one, at the new password', async () => {
    const { user, next, submit, fill } = renderForm();
    await fill({ current: 'retaguarda123', next: 'retaguarda123', confirm: 'retaguarda123' });
    await user.click(submit);
    await waitFor(() => expect(next).toHaveAccessibleDescription('A nova senha deve ser diferente da atual'));
  });

  it("shows the API's message at the current password when it is wrong, keeping what was typed", async () => {
    const { user, current, next, confirm, submit, fill } = renderForm();
    await fill({ current: 'senha-errada', next: 'NovaSenha!2026', confirm: 'NovaSenha!2026' });
    await user.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Senha atual incorreta'));
    expect(screen.getAllByText('Senha atual incorreta')).toHaveLength(1); // at the field, no toast
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveValue('senha-errada');
    expect(next).toHaveValue('NovaSenha!2026');
    expect(confirm).toHaveValue('NovaSenha!2026');
    expect(submit).toBeEnabled();
  });

  it('keeps no password in the mutation cache once the change is answered, taken or refused', async () => {
    const { user, current, submit, fill, queryClient } = renderForm();
    const passwordsCached = () =>
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.variables),
      );
    await fill({ current: 'errada-123', next: 'OutraSenha!2026', confirm: 'OutraSenha!2026' });
    await user.click(submit);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Senha atual incorreta'));
    await waitFor(() => expect(passwordsCached()).not.toContain('OutraSenha!2026'));
    expect(passwordsCached()).not.toContain('errada-123');

    await fill({ current: 'retaguarda123', next: 'NovaSenha!2027', confirm: 'NovaSenha!2027' });
    await user.click(submit);
    expect(await screen.findByText('Senha alterada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(passwordsCached()).toBe('[]'));
    // Back to the account's password, for the tests that follow.
    await fill({ current: 'NovaSenha!2027', next: 'retaguarda123', confirm: 'retaguarda123' });
    await user.click(submit);
    await waitFor(() => expect(passwordsCached()).toBe('[]'));
    await expect(mock.login(EMAIL, 'retaguarda123')).resolves.toHaveProperty('token');
  });

  it('changes the password: toast, form cleared, and the new password signs in', async () => {
    const { user, current, next, confirm, submit, fill } = renderForm();
    await fill({ current: 'retaguarda123', next: 'NovaSenha!2026', confirm: 'NovaSenha!2026' });
    await user.click(submit);
    expect(await screen.findByText('Senha alterada com sucesso')).toBeInTheDocument();
    for (const input of [current, next, confirm]) expect(input).toHaveValue('');
    expect(current).not.toHaveAttribute('aria-invalid');
    await expect(mock.login(EMAIL, 'retaguarda123')).rejects.toThrow('401');
    await expect(mock.login(EMAIL, 'NovaSenha!2026')).resolves.toHaveProperty('token');
  });
});
