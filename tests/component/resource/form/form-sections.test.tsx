import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupResourceKit } from '../support';
import { filiaisConfig, renderForm } from './support';

vi.setConfig({ testTimeout: 30000 });
const { signIn } = setupResourceKit();

describe('ResourceFormPage: section headings and sub-form rows', () => {
  it("says a section's name once when its only field has the same name ('Endereço')", async () => {
    await signIn();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Endereço' });
    const section = heading.closest('section') as HTMLElement;
    const address = within(section).getByRole('group', { name: 'Endereço' });
    // The sub-form keeps its name for assistive technology, without showing it under the heading again.
    expect(address.querySelector('legend')).toHaveClass('app-visually-hidden');
    // A section with other names keeps its fields' legends visible.
    const contacts = screen
      .getByRole('heading', { level: 2, name: 'Contatos' })
      .closest('section') as HTMLElement;
    expect(
      within(contacts).getByRole('group', { name: 'Telefones' }).querySelector('legend'),
    ).not.toHaveClass('app-visually-hidden');
  });

  it('shows no error in a new, untouched phone row; the error comes when the user leaves the field or saves', async () => {
    await signIn();
    const user = userEvent.setup();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    await user.click(await screen.findByRole('button', { name: 'Adicionar telefone' }));
    const row = screen.getByRole('group', { name: 'Telefone 1' });
    const number = within(row).getByLabelText(/^Telefone/);
    // The form checks the whole list when a row is added (before the focus reaches the new row).
    await waitFor(() => expect(within(row).getByLabelText(/^Tipo/)).toHaveFocus());
    expect(within(row).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(number).not.toHaveAttribute('aria-invalid');

    await user.click(number);
    await user.tab();
    expect(await within(row).findByText('Campo obrigatório')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the new row's errors once the user tries to save", async () => {
    await signIn();
    const user = userEvent.setup();
    renderForm(filiaisConfig, '/dashboard/filiais/novo');
    await user.click(await screen.findByRole('button', { name: 'Adicionar telefone' }));
    const row = screen.getByRole('group', { name: 'Telefone 1' });
    expect(within(row).queryByText('Campo obrigatório')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await within(row).findByText('Campo obrigatório')).toBeInTheDocument();
  });
});
