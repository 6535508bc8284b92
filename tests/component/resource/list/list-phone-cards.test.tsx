import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { emulateWidth } from '../../phone-width';
import { renderList, setupListPage } from './support';

/** A resource list on a phone (≤ 480 px): its records as cards in the table's place, the list working as it does. */

const { signIn, apiNames } = setupListPage();
let screenWidth: ReturnType<typeof emulateWidth> | null = null;
afterEach(() => screenWidth?.restore());

describe('ResourceListPage on a phone', () => {
  it('shows the page as cards at 390 px and as the table at 481 px, switching as the width changes', async () => {
    const token = await signIn();
    screenWidth = emulateWidth(390);
    renderList();
    const expected = await apiNames(token, 'ordenacao=nome,asc&limitePagina=10&pagina=1');
    const cards = await screen.findByRole('list', { name: 'Cidades' });
    await waitFor(() =>
      expect(
        within(cards)
          .getAllByRole('link', { name: /^(?!Editar )/ })
          .map((link) => link.textContent),
      ).toEqual(expected),
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // The pager is the list's, cards or table.
    expect(screen.getByText(/^1–10 de \d+$/)).toBeInTheDocument();

    screenWidth.resize(481);
    expect(await screen.findByRole('table', { name: 'Cidades' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Cidades' })).not.toBeInTheDocument();
    screenWidth.resize(480);
    expect(await screen.findByRole('list', { name: 'Cidades' })).toBeInTheDocument();
  });

  it("opens a card's '⋯' menu and its 'Inativar' dialog, and selects records from the cards", async () => {
    await signIn();
    screenWidth = emulateWidth(390);
    const user = userEvent.setup();
    renderList('/dashboard/cidades?busca=campinas');
    const card = (await screen.findByRole('link', { name: 'Campinas' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Mais ações Campinas' }));
    await user.click(screen.getByRole('menuitem', { name: 'Inativar Campinas' }));
    expect(await screen.findByRole('dialog', { name: 'Inativar registro' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(card).getByRole('checkbox', { name: 'Selecionar Campinas' }));
    const bar = screen.getByRole('group', { name: 'Ações da seleção' });
    expect(within(bar).getByRole('status')).toHaveTextContent('1 selecionado');
  });
});
