import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaisesListPage } from '@generated/pages/paises/list-page';
import { PracasPedagioListPage } from '@generated/pages/pracas-pedagio/list-page';
import { createQueryClient } from '@/lib/query/query-client';
import { API } from '../../../unit/mocks/support';
import { renderApp } from '../../session/support';
import { setupResourceKit } from '../support';

const { api, signIn } = setupResourceKit();

/** The list calls the page makes (not the test's own reads of the API). */
const listCalls: URL[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (
    request.method === 'GET' &&
    /\/v1\/(paises|praca-pedagio)$/.test(url.pathname) &&
    !API.startsWith(url.origin)
  )
    listCalls.push(url);
};
beforeEach(() => {
  listCalls.length = 0;
  api.server.events.on('request:start', record);
});
afterEach(() => {
  api.server.events.removeListener('request:start', record);
});

function renderPage(segment: string, Page: () => React.JSX.Element, path = `/dashboard/${segment}`) {
  return renderApp(path, [{ path: `/dashboard/${segment}`, element: <Page /> }], createQueryClient()).router;
}

const lastCall = () => listCalls[listCalls.length - 1];

describe("ResourceListPage: filters the API expects in capitals ('upper')", () => {
  it('upper-cases the Sigla of países as it is typed and sends sigla=BR', async () => {
    await signIn();
    const user = userEvent.setup();
    const router = renderPage('paises', PaisesListPage);
    await screen.findAllByRole('link', { name: /^Editar / });
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    const sigla = within(drawer).getByRole('textbox', { name: 'Sigla' });
    await user.type(sigla, 'br');
    expect(sigla).toHaveValue('BR');
    await user.click(within(drawer).getByRole('button', { name: 'Aplicar' }));

    expect(await screen.findByRole('cell', { name: '1058' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Editar / })).toHaveLength(1));
    expect(lastCall().searchParams.get('sigla')).toBe('BR');
    expect(router.state.location.search).toBe('?sigla=BR');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a rodovia of the URL in capitals (praças de pedágio, rodovia=br-116)', async () => {
    await signIn();
    renderPage('pracas-pedagio', PracasPedagioListPage, '/dashboard/pracas-pedagio?rodovia=br-116');
    const rows = await screen.findAllByRole('cell', { name: 'BR-116' });
    expect(rows.length).toBeGreaterThan(0);
    expect(lastCall().searchParams.get('rodovia')).toBe('BR-116');
    expect(screen.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeInTheDocument();
  });
});
