import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endTestSession } from '../../session/support';
import { findNames, renderList, searchOf, setupListPage, table } from './support';

const { api, signIn } = setupListPage();

const emptyCell = () => within(table()).getByText('Nenhum registro encontrado').closest('td') as HTMLElement;

describe('ResourceListPage: empty states that help', () => {
  it("says the search caused it and 'Limpar filtros' brings the whole list back, the search box emptied", async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?busca=zzzz');
    await screen.findByText('Nenhum registro encontrado');
    expect(emptyCell()).toHaveTextContent('Para a busca “zzzz”.');
    expect(within(emptyCell()).queryByRole('link', { name: 'Nova cidade' })).not.toBeInTheDocument();

    await user.click(within(emptyCell()).getByRole('button', { name: 'Limpar filtros' }));
    expect((await findNames()).length).toBe(10);
    expect(searchOf(router).toString()).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('');
  });

  it('names the filters when a tab and a search together leave nothing', async () => {
    await signIn();
    renderList('/dashboard/cidades?situacao=inativos&busca=rio');
    await screen.findByText('Nenhum registro encontrado');
    expect(emptyCell()).toHaveTextContent('Para a busca “rio”, com os filtros aplicados.');
    expect(within(emptyCell()).getByRole('button', { name: 'Limpar filtros' })).toBeInTheDocument();
  });

  it('on a list with no record at all offers the new-record form to a user who may create, and nothing to one who may not', async () => {
    const cidades = api.ctx.db.resources.cidades;
    const saved = cidades.snapshot();
    for (const cidade of cidades.all()) cidades.remove(cidade.id);
    try {
      await signIn();
      const { unmount } = renderList();
      await screen.findByText('Nenhum registro encontrado');
      expect(emptyCell()).toHaveTextContent('Ainda não há registros cadastrados.');
      expect(within(emptyCell()).queryByRole('button', { name: 'Limpar filtros' })).not.toBeInTheDocument();
      expect(within(emptyCell()).getByRole('link', { name: 'Nova cidade' })).toHaveAttribute(
        'href',
        '/dashboard/cidades/novo',
      );
      unmount();
      endTestSession();

      // The support profile may consult cities but not create them.
      await signIn('suporte@retaguarda.dev');
      renderList();
      await screen.findByText('Nenhum registro encontrado');
      await waitFor(() => expect(emptyCell()).toHaveTextContent('Ainda não há registros cadastrados.'));
      expect(within(emptyCell()).queryByRole('link')).not.toBeInTheDocument();
    } finally {
      cidades.restore(saved);
    }
  });
});
