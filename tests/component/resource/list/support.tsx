import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeAll } from 'vitest';
import type { Cidade } from '@generated/api/model';
import type { ListPageConfig } from '@/kit/kit-types';
import { ResourceListPage } from '@/kit/list/resource-list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { API } from '../../../unit/mocks/support';
import { renderApp } from '../../session/support';
import { generatedListConfig } from '../generated-config';
import { setupResourceKit } from '../support';

export type User = ReturnType<typeof userEvent.setup>;

/** Cell renders of the 'Nome' column (to see which rows render again). */
export const nameRenders = { count: 0 };

/**
 * The list of cidades as the generator writes it with a few columns (no audit columns, no map) and the
 * UF filter; its 'Nome' cell counts its renders.
 */
const generated = await generatedListConfig<Cidade>('cidades', {
  list: {
    auditColumns: false,
    columns: [
      { field: 'codigoIbge', header: 'Código IBGE', kind: 'ibge', sortable: true },
      { field: 'nome', header: 'Nome', sortable: true },
      { field: 'uf', header: 'UF', kind: 'uf', sortable: true },
      { field: 'latitude', header: 'Latitude', kind: 'decimal', decimals: 6, hidden: true },
    ],
    filters: [{ name: 'uf', label: 'UF', kind: 'uf' }],
  },
  map: undefined,
});

export const cidadesConfig: ListPageConfig<Cidade> = {
  ...generated,
  columns: generated.columns.map((column) =>
    column.id === 'nome'
      ? {
          ...column,
          cell: (cidade) => {
            nameRenders.count++;
            return column.cell(cidade);
          },
        }
      : column,
  ),
};

/** The mock API, a signed-in user (see signIn) and the list calls the page makes. */
export function setupListPage() {
  const kit = setupResourceKit();
  const listCalls: URL[] = [];
  beforeAll(() => {
    kit.api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      // The page's calls (relative to the app's origin), not the test's own reads of the API.
      if (request.method === 'GET' && url.pathname.endsWith('/v1/cidades') && !API.startsWith(url.origin))
        listCalls.push(url);
    });
  });
  afterEach(() => {
    listCalls.length = 0;
    // A page size chosen in one test is remembered for the list: the next test starts from the default.
    for (const key of Object.keys(localStorage))
      if (key.startsWith('retaguarda:tamanho-pagina')) localStorage.removeItem(key);
  });

  /** Names in the table, via the API for the same query (what the rows must show). */
  async function apiNames(token: string, query: string): Promise<string[]> {
    const response = await kit.api.call(token, `/v1/cidades?${query}`);
    return ((await response.json()) as { items: Cidade[] }).items.map((cidade) => cidade.nome);
  }

  return { ...kit, listCalls, apiNames };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The list page of cidades at `path` (a memory router, StrictMode and the app's providers and query client). */
export function renderList(path = '/dashboard/cidades', config: ListPageConfig<Cidade> = cidadesConfig) {
  const routes = [
    { path: '/dashboard/cidades', element: <ResourceListPage config={config} /> },
    { path: '*', element: <Location /> },
  ];
  return renderApp(path, routes, createQueryClient());
}

/** The memory router's search params. */
export function searchOf(router: ReturnType<typeof renderList>['router']): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

/** The table of the list (named by the resource's plural). */
export function table(): HTMLElement {
  return screen.getByRole('table', { name: 'Cidades' });
}

/** Header texts of the table, in order, the selection's column (a checkbox, no title) included. */
function headerCells(): string[] {
  return within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '');
}

/** The column titles of the table, in order (past the selection's checkbox column). */
export function headers(): string[] {
  return headerCells().filter((text) => text !== '');
}

/** The texts of one column of the body, by its header. */
export function columnTexts(header: string): string[] {
  const index = headerCells().indexOf(header);
  const rows = within(table()).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

/** Waits until the table shows rows (not the skeleton) and returns the names shown. */
export async function findNames(expected?: string[]): Promise<string[]> {
  if (expected) await screen.findByRole('cell', { name: expected[0] });
  // Every row's main action: Editar for who may edit, else Consultar.
  else await screen.findAllByRole('link', { name: /^(Editar|Consultar) / });
  return columnTexts('Nome');
}
