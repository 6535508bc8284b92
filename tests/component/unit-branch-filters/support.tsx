import '../jsdom-layout';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, afterEach, expect } from 'vitest';
import { FiliaisListPage } from '@generated/pages/filiais/list-page';
import { UnidadesListPage } from '@generated/pages/unidades/list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { API } from '../../unit/mocks/support';
import { setupResourceKit } from '../resource/support';
import { renderApp } from '../session/support';

export type User = ReturnType<typeof userEvent.setup>;

/** The mock API, a signed-in admin and the list calls of branches and units the pages make (not the pickers'). */
export function setupUnitBranchFilters() {
  const kit = setupResourceKit();
  const listCalls: URL[] = [];
  beforeAll(() => {
    kit.api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method !== 'GET' || API.startsWith(url.origin)) return;
      // The page's own list (limite 10 by default), not a picker's first page of 25 options.
      if (/\/v1\/(filiais|unidades)$/.test(url.pathname) && url.searchParams.get('limitePagina') !== '25')
        listCalls.push(url);
    });
  });
  afterEach(() => {
    listCalls.length = 0;
  });

  const db = kit.api.ctx.db.resources;
  /** Companies the picker offers (active, without limited access) that have at least `branches` active branches. */
  function companiesWithBranches(branches: number) {
    return db.empresas
      .all()
      .filter((empresa) => empresa.ativo && !empresa.acessoLimitado)
      .filter((empresa) => activeBranchesOf(empresa.id).length >= branches);
  }
  function activeBranchesOf(empresaId: number) {
    return db.filiais.all().filter((filial) => filial.empresaId === empresaId && filial.ativo);
  }
  return { ...kit, listCalls, companiesWithBranches, activeBranchesOf };
}

/** The generated list page of `segment` at `path`, with the app's query client. */
export function renderFilteredList(segment: 'filiais' | 'unidades', path = `/dashboard/${segment}`) {
  const user = userEvent.setup();
  const Page = segment === 'filiais' ? FiliaisListPage : UnidadesListPage;
  const view = renderApp(path, [{ path: `/dashboard/${segment}`, element: <Page /> }], createQueryClient());
  return { user, ...view };
}

/** Opens 'Filtros' (once the rows are shown) and returns the drawer. */
export async function openFilters(user: User): Promise<HTMLElement> {
  await screen.findAllByRole('link', { name: /^(Editar|Consultar) / }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: /^Filtros/ }));
  return screen.findByRole('dialog', { name: 'Filtros' });
}

/** Opens the picker labelled `label` from the keyboard; returns the option names once loaded. */
export async function openPicker(user: User, drawer: HTMLElement, label: string): Promise<string[]> {
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  within(drawer).getByLabelText(label).focus();
  await user.keyboard('{Enter}');
  const listbox = await screen.findByRole('listbox');
  await within(listbox).findAllByRole('option');
  await waitFor(() => expect(within(listbox).queryByText('Carregando…')).not.toBeInTheDocument());
  return within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** Chooses `name` in the open picker. */
export async function chooseOption(user: User, name: string): Promise<void> {
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Label of a branch in pickers and the units' Filial column. */
export const branchLabel = (filial: { codigo: number; fantasia?: string | null; nome: string }) =>
  `${filial.codigo} - ${filial.fantasia ?? filial.nome}`;
