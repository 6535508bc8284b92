import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PreferenciasColunas } from '@generated/api/model';
import { findNames, headers, nameRenders, renderList, setupListPage } from './support';

const { api, signIn, listCalls } = setupListPage();

const lastCall = () => listCalls[listCalls.length - 1];

async function savedColumns(token: string) {
  const response = await api.call(token, '/v1/cidades/colunas-usuarios');
  return (
    (await response.json()) as { colunas: Array<{ coluna: string; posicao: number; mostrar: boolean }> }
  ).colunas;
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>, button: RegExp | string, title: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

describe('ResourceListPage: the Filtros drawer', () => {
  it("applies a UF filter from the first page, counts it on the button, and 'Limpar filtros' empties it with the tab ALL", async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList('/dashboard/cidades?situacao=ativos&pagina=2');
    await findNames();
    const drawer = await openDrawer(user, 'Filtros', 'Filtros');
    const apply = within(drawer).getByRole('button', { name: 'Aplicar' });
    expect(apply).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();

    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'UF' }), 'AC');
    expect(apply).toBeEnabled();
    await user.click(apply);

    expect(await findNames(['Rio Branco'])).toEqual(['Rio Branco']);
    expect(lastCall().searchParams.get('uf')).toBe('AC');
    expect(lastCall().searchParams.get('pagina')).toBe('1');
    expect(router.state.location.search).toBe('?situacao=ativos&uf=AC');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();

    const again = await openDrawer(user, 'Filtros (1 ativo)', 'Filtros');
    expect(within(again).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await user.click(within(again).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(screen.getByText('1–10 de 187')).toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Filtros' })).toBeInTheDocument();
  });

  it("'Fechar' drops the draft without calling the list again", async () => {
    await signIn();
    const user = userEvent.setup();
    const { router } = renderList();
    await findNames();
    const drawer = await openDrawer(user, 'Filtros', 'Filtros');
    await user.selectOptions(within(drawer).getByRole('combobox', { name: 'UF' }), 'RR');
    const calls = listCalls.length;
    // The footer's 'Fechar' (the drawer's own close button in the header has the same name).
    await user.click(within(drawer).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filtros' })).not.toBeInTheDocument());
    expect(listCalls).toHaveLength(calls);
    expect(router.state.location.search).toBe('');
  });
});

describe('ResourceListPage: the column configuration drawer', () => {
  it('hides and reorders columns (buttons and drag and drop), saves them per user, and keeps rows from rendering again meanwhile', async () => {
    const token = await signIn();
    const user = userEvent.setup();
    renderList();
    await findNames();
    const rendersBefore = nameRenders.count;
    const drawer = await openDrawer(user, 'Configurar colunas', 'Configurar colunas');
    expect(nameRenders.count).toBe(rendersBefore);

    const items = () =>
      within(drawer)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.trim());
    expect(items()).toEqual(['Código IBGE', 'Nome', 'UF', 'Latitude', 'Situação']);
    expect(within(drawer).getByRole('checkbox', { name: 'Latitude' })).not.toBeChecked();
    await user.click(within(drawer).getByRole('checkbox', { name: 'Código IBGE' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Latitude' }));
    const up = within(drawer).getByRole('button', { name: 'Mover UF para cima' });
    await user.click(up);
    expect(items()).toEqual(['Código IBGE', 'UF', 'Nome', 'Latitude', 'Situação']);
    expect(within(drawer).getByRole('button', { name: 'Mover UF para cima' })).toHaveFocus();
    expect(within(drawer).getByText('UF na posição 2 de 5')).toBeInTheDocument();

    const [, , , latitude] = within(drawer).getAllByRole('listitem');
    const [first] = within(drawer).getAllByRole('listitem');
    fireEvent.dragStart(latitude);
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    expect(items()).toEqual(['Latitude', 'Código IBGE', 'UF', 'Nome', 'Situação']);

    await user.click(within(drawer).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(headers()).toEqual(['Latitude', 'UF', 'Nome', 'Situação', 'Ações']));
    expect(await savedColumns(token)).toEqual([
      { coluna: 'latitude', posicao: 0, mostrar: true },
      { coluna: 'codigoIbge', posicao: 1, mostrar: false },
      { coluna: 'uf', posicao: 2, mostrar: true },
      { coluna: 'nome', posicao: 3, mostrar: true },
      { coluna: 'ativo', posicao: 4, mostrar: true },
    ]);
  });

  it("keeps at least one column visible, and 'Redefinir padrão' asks first, then restores the defaults", async () => {
    const token = await signIn();
    const user = userEvent.setup();
    await api.call<PreferenciasColunas>(token, '/v1/cidades/colunas-usuarios', {
      method: 'POST',
      json: {
        colunas: [
          { coluna: 'nome', posicao: 0, mostrar: true },
          { coluna: 'antiga', posicao: 1, mostrar: true },
        ],
      },
    });
    renderList();
    await waitFor(() => expect(headers()).toEqual(['Nome', 'Código IBGE', 'UF', 'Situação', 'Ações']));
    const drawer = await openDrawer(user, 'Configurar colunas', 'Configurar colunas');
    for (const name of ['Código IBGE', 'UF', 'Situação'])
      await user.click(within(drawer).getByRole('checkbox', { name }));
    expect(within(drawer).getByRole('checkbox', { name: 'Nome' })).toBeDisabled();

    await user.click(within(drawer).getByRole('button', { name: 'Redefinir padrão' }));
    const confirm = within(drawer).getByRole('group', {
      name: 'Restaurar a ordem e a visibilidade padrão das colunas?',
    });
    expect(within(confirm).getByRole('button', { name: 'Redefinir' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    expect(await savedColumns(token)).toHaveLength(2);

    await user.click(within(drawer).getByRole('button', { name: 'Redefinir padrão' }));
    await user.click(within(drawer).getByRole('button', { name: 'Redefinir' }));
    await waitFor(() => expect(headers()).toEqual(['Código IBGE', 'Nome', 'UF', 'Situação', 'Ações']));
    expect(await savedColumns(token)).toEqual([]);
  });
});
