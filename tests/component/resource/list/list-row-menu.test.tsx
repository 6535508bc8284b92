import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findNames, renderList, searchOf, setupListPage } from './support';

const { signIn } = setupListPage();
const range = () => screen.getByText(/^\d+–\d+ de \d+$/).textContent;

describe('ResourceListPage: the row actions', () => {
  it("opens the record from its name and keeps the other actions in a '⋯' menu usable from the keyboard", async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?busca=campinas');
    await findNames(['Campinas']);
    const row = screen.getByRole('cell', { name: 'Campinas' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Campinas' }).getAttribute('href')).toMatch(
      /^\/dashboard\/cidades\/\d+\/consulta$/,
    );

    const more = within(row).getByRole('button', { name: 'Mais ações Campinas' });
    expect(more).toHaveAttribute('aria-haspopup', 'menu');
    more.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Mais ações Campinas' });
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Consultar', 'Inativar']);
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    expect(items[1]).toHaveAccessibleName('Inativar Campinas');
    expect(items[1].querySelector('.pi-ban')).not.toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(more).toHaveFocus();
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/dashboard\/cidades\/\d+\/consulta$/),
    );
  });

  it('names its icon-only buttons in a tooltip shown at once on keyboard focus', async () => {
    await signIn();
    const user = userEvent.setup();
    renderList('/dashboard/cidades?busca=campinas');
    await findNames(['Campinas']);
    const edit = screen.getByRole('link', { name: 'Editar Campinas' });
    expect(edit).not.toHaveAttribute('title');
    while (document.activeElement !== edit) await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Editar');
    expect(edit).toHaveAttribute('aria-describedby', tooltip.id);
    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Mais ações');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('ResourceListPage: the page size', () => {
  it('opens a later visit with the size the user chose, unless the URL carries one', async () => {
    await signIn();
    const user = userEvent.setup();
    renderList();
    await findNames();
    expect(range()).toBe('1–10 de 187');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '50');
    await waitFor(() => expect(range()).toBe('1–50 de 187'));
    cleanup();

    const { router } = renderList();
    await findNames();
    await waitFor(() => expect(range()).toBe('1–50 de 187'));
    expect(searchOf(router).get('limite')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Itens por página' }), '10');
    await waitFor(() => expect(range()).toBe('1–10 de 187'));
    cleanup();

    renderList('/dashboard/cidades?limite=25');
    await findNames();
    await waitFor(() => expect(range()).toBe('1–25 de 187'));
  });
});

describe('ResourceListPage: the filters in force', () => {
  it('shows each as a removable chip, and clears them all with Limpar filtros', async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?uf=SP');
    await findNames();
    const chips = screen.getByRole('group', { name: 'Filtros aplicados' });
    expect(within(chips).getByText('UF: SP')).toBeInTheDocument();
    await user.click(within(chips).getByRole('button', { name: 'Remover filtro UF: SP' }));
    await waitFor(() => expect(searchOf(router).get('uf')).toBeNull());
    expect(screen.queryByRole('group', { name: 'Filtros aplicados' })).not.toBeInTheDocument();

    await router.navigate('/dashboard/cidades?uf=MG&situacao=inativos');
    await user.click(await screen.findByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
