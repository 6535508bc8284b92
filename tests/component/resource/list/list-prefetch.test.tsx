import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http as msw } from 'msw';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resourceRoutes } from '@generated/pages/routes';
import { buildResourceRoute } from '@/app/router';
import { rememberPageSize } from '@/kit/list/controller/page-size-memory';
import { queryClient } from '@/lib/query/query-client';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { API } from '../../../unit/mocks/support';
import { locationOf, renderApp } from '../../session/support';
import { setupResourceKit } from '../support';
import { columnTexts, findNames } from './support';

/*
 * A resource list's route starts the list's request in its loader, as the navigation begins, and the
 * page's own query (same key, same params) finds it: one request, whose rows the page shows.
 */

const kit = setupResourceKit();
/** The list calls the app made (not the test's own reads of the API), by resource path. */
const listCalls: URL[] = [];
/** The app's reads of the user's columns (colunas-usuarios), by resource path. */
const columnCalls: URL[] = [];
const callsTo = (resource: string) => listCalls.filter((url) => url.pathname.endsWith(`/v1/${resource}`));

beforeAll(() => {
  kit.api.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method !== 'GET' || API.startsWith(url.origin)) return;
    if (/\/v1\/[a-z-]+$/.test(url.pathname)) listCalls.push(url);
    if (url.pathname.endsWith('/colunas-usuarios')) columnCalls.push(url);
  });
});
afterEach(() => {
  listCalls.length = 0;
  columnCalls.length = 0;
  delete firstRender.sawListQuery;
  delete firstRender.sawColumnsQuery;
  // The app's one query client is the one the loaders fill: each test starts from an empty cache.
  queryClient.clear();
  for (const key of Object.keys(localStorage))
    if (key.startsWith('retaguarda:tamanho-pagina')) localStorage.removeItem(key);
});

/** Whether the list's and the columns' queries were in the app's query cache (asked for) when its page first rendered. */
const firstRender: { sawListQuery?: boolean; sawColumnsQuery?: boolean } = {};

/**
 * The generated routes of `segment` under /dashboard, with the app's query client (the one the loaders
 * fill); its list page notes, as it first renders, whether the list's query was already there.
 */
function renderResource(path: string, segment: string) {
  const record = resourceRoutes.find((route) => route.resource.segment === segment)!;
  const observed = async () => {
    const { Component, prefetchList } = await record.pages.list();
    function ObservedListPage() {
      firstRender.sawListQuery ??=
        queryClient.getQueryCache().findAll({ queryKey: [`/v1/${segment}`] }).length > 0;
      firstRender.sawColumnsQuery ??=
        queryClient.getQueryCache().findAll({ queryKey: [`/v1/${segment}/colunas-usuarios`] }).length > 0;
      return <Component />;
    }
    return { Component: ObservedListPage, prefetchList };
  };
  const routes: RouteObject[] = [
    {
      path: '/dashboard',
      HydrateFallback: () => null,
      children: [
        { index: true, element: <h1>Início</h1> },
        buildResourceRoute({ ...record, pages: { ...record.pages, list: observed } }),
      ],
    },
  ];
  return renderApp(path, routes, queryClient);
}

describe('a resource list route starts the list request in its loader', () => {
  it("asks for the list and the user's columns before the page renders; the page shows those answers without asking again", async () => {
    await kit.signIn();
    renderResource('/dashboard/cidades', 'cidades');
    expect(await findNames()).toHaveLength(10);
    expect(firstRender.sawListQuery).toBe(true);
    expect(firstRender.sawColumnsQuery).toBe(true);
    expect(callsTo('cidades')).toHaveLength(1);
    expect(columnCalls.map((url) => url.pathname)).toEqual([
      expect.stringMatching(/\/v1\/cidades\/colunas-usuarios$/),
    ]);
    expect(Object.fromEntries(callsTo('cidades')[0].searchParams)).toEqual({
      limitePagina: '10',
      pagina: '1',
      situacao: 'ALL',
      ordenacao: 'nome,asc',
    });
  });

  it("asks for the URL's page, tab, order, search and filter, and the user's remembered page size", async () => {
    await kit.signIn();
    rememberPageSize({ userId: getSessionSnapshot().user!.id, list: '/dashboard/cidades' }, 25);
    renderResource('/dashboard/cidades?situacao=ativos&ordem=uf,desc&busca=sa&uf=SP&pagina=1', 'cidades');
    await findNames();
    expect(firstRender.sawListQuery).toBe(true);
    expect(callsTo('cidades')).toHaveLength(1);
    const sent = callsTo('cidades')[0].searchParams;
    expect(Object.fromEntries([...sent].filter(([key]) => key !== 'filtros'))).toEqual({
      limitePagina: '25',
      pagina: '1',
      situacao: 'UNLOCK',
      ordenacao: 'uf,desc',
      uf: 'SP',
    });
    expect(sent.getAll('filtros')).toEqual(['sa']);
    expect(columnTexts('UF').every((uf) => uf === 'SP')).toBe(true);
  });

  it('asks nothing for a user without access to the list (refused, back to /dashboard)', async () => {
    await kit.signIn('suporte@retaguarda.dev');
    const { router } = renderResource('/dashboard/bancos', 'bancos');
    expect(await screen.findByText('Usuário sem acesso a esta rotina')).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard'));
    expect(callsTo('bancos')).toHaveLength(0);
  });

  it("asks once per page change: the click's request is the one the route's loader waits for", async () => {
    await kit.signIn();
    const user = userEvent.setup();
    const { router } = renderResource('/dashboard/cidades', 'cidades');
    await findNames();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/cidades?pagina=2'));
    await waitFor(() => expect(callsTo('cidades')).toHaveLength(2));
    expect(callsTo('cidades').map((url) => url.searchParams.get('pagina'))).toEqual(['1', '2']);
  });

  it('moves to the next page once its rows are in: the page renders the new state once, with them', async () => {
    await kit.signIn();
    const user = userEvent.setup();
    const { router } = renderResource('/dashboard/cidades', 'cidades');
    const firstPage = await findNames();
    const secondPageIn = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['/v1/cidades'] })
        .some(
          (query) =>
            (query.queryKey[1] as { pagina?: number } | undefined)?.pagina === 2 &&
            query.state.status === 'success',
        );
    // Whether page 2's rows were in at the moment the address moved to it.
    let rowsInWhenAddressMoved: boolean | undefined;
    const unsubscribe = router.subscribe((state) => {
      if (state.location.search === '?pagina=2') rowsInWhenAddressMoved ??= secondPageIn();
    });
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(columnTexts('Nome')).not.toEqual(firstPage));
    unsubscribe();
    expect(rowsInWhenAddressMoved).toBe(true);
    expect(locationOf(router)).toBe('/dashboard/cidades?pagina=2');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the new state after a moment when its answer is slow: the previous rows busy, then the new ones', async () => {
    await kit.signIn();
    const user = userEvent.setup();
    const { router } = renderResource('/dashboard/cidades', 'cidades');
    const firstPage = await findNames();
    kit.api.server.use(
      msw.get('*/v1/cidades', async ({ request }) => {
        if (new URL(request.url).searchParams.get('pagina') === '2') await delay(1500);
        return undefined;
      }),
    );
    // The router's states: the address shown, and the one loading.
    const states: string[] = [];
    const unsubscribe = router.subscribe(({ location, navigation }) => {
      states.push(`${location.search || '(first page)'} ← ${navigation.location?.search ?? 'idle'}`);
    });
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    // The navigation waits for the rows, briefly, on the first page's address; then the address moves on.
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/cidades?pagina=2'), { timeout: 1200 });
    unsubscribe();
    expect(states[0]).toBe('(first page) ← ?pagina=2');
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    expect(await findNames()).toEqual(firstPage);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 3000 });
    await waitFor(() => expect(columnTexts('Nome')).not.toEqual(firstPage));
  });

  it('shows the answer kept on a later visit while it is fresh, without asking again', async () => {
    await kit.signIn();
    const { router } = renderResource('/dashboard/cidades', 'cidades');
    await findNames();
    await act(() => router.navigate('/dashboard'));
    await act(() => router.navigate('/dashboard/cidades'));
    await findNames();
    expect(callsTo('cidades')).toHaveLength(1);
  });
});
