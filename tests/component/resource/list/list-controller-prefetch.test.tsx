import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { listSource } from '@/kit/list/controller/list-source';
import { useListController } from '@/kit/list/controller/use-list-controller';
import {
  resourceListDeclaration,
  type ResourceListState as ListState,
} from '@/kit/list/resource-list-source';

/*
 * A change the user asks for (a page, an order) starts loading its list before the page renders it: the
 * controller hands the new state to `prefetch` while the address still shows the old one.
 */

/** The list's call of a state: its key holds the state, its answer an empty page. */
const SOURCE = listSource(resourceListDeclaration([], 'nome,asc'), (state) => ({
  queryKey: ['cidades', state],
  queryFn: async () => ({ items: [], totalItens: 0, totalPaginas: 0 }),
}));
/** Each prefetch: the state asked for, and the address at that moment. */
const prefetched: Array<{ state: ListState; addressThen: string }> = [];
let router: ReturnType<typeof createMemoryRouter>;

/** A query client that notes each prefetch of the list (the page's own query is not one). */
function recordingClient(): QueryClient {
  const client = new QueryClient();
  client.prefetchQuery = async (options) => {
    const [, state] = options.queryKey as unknown as [string, ListState];
    prefetched.push({ state, addressThen: router.state.location.search });
  };
  return client;
}

function Page() {
  const { state, actions } = useListController(SOURCE);
  return (
    <>
      <p>Página {state.page + 1}</p>
      <button type="button" onClick={() => actions.setPage(state.page + 1)}>
        Próxima página
      </button>
      <button type="button" onClick={() => actions.setPage(state.page)}>
        Mesma página
      </button>
      <button type="button" onClick={() => actions.sortBy('codigoIbge')}>
        Ordenar por código
      </button>
    </>
  );
}

function renderPage() {
  router = createMemoryRouter([{ path: '/dashboard/cidades', Component: Page }], {
    initialEntries: ['/dashboard/cidades'],
  });
  render(
    <QueryClientProvider client={recordingClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  prefetched.length = 0;
});

describe('the list controller asks for the list of a change before rendering it', () => {
  it('hands the next page to prefetch while the address still shows the current one', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Próxima página' })));
    expect(prefetched).toEqual([{ state: expect.objectContaining({ page: 1 }), addressThen: '' }]);
    expect(screen.getByText('Página 2')).toBeInTheDocument();
  });

  it('hands a new order too (back on the first page), and nothing when the state does not change', async () => {
    renderPage();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mesma página' })));
    expect(prefetched).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Ordenar por código' })));
    expect(prefetched).toEqual([
      { state: expect.objectContaining({ page: 0, sort: 'codigoIbge,asc' }), addressThen: '' },
    ]);
  });
});
