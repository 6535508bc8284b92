import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { findNames, renderList, setupListPage } from './support';

const { api, signIn } = setupListPage();

// jsdom does no layout (offsetParent is null), so PrimeReact's popup menu would stay hidden: give it one.
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
});
afterAll(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

/** File names handed to the browser as downloads (anchor clicks on blob URLs). */
const downloads: string[] = [];
beforeEach(() => {
  downloads.length = 0;
  // jsdom has no object URLs.
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: vi.fn(() => 'blob:test'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

/** URLs of the export calls the page makes. */
const calls: URL[] = [];
const recordExports = ({ request }: { request: Request }) => {
  if (request.url.includes('/exporta-')) calls.push(new URL(request.url));
};
beforeEach(() => {
  calls.length = 0;
  api.server.events.on('request:start', recordExports);
});
afterEach(() => {
  api.server.events.removeListener('request:start', recordExports);
  vi.restoreAllMocks();
});

describe('ResourceListPage: actions by permission', () => {
  it('offers create, edit, lock and import to a user holding every code; a lock refreshes the row', async () => {
    await signIn();
    const user = userEvent.setup();
    renderList('/dashboard/cidades?busca=rio%20branco');
    await findNames(['Rio Branco']);
    expect(screen.getByRole('link', { name: 'Nova cidade' })).toHaveAttribute(
      'href',
      '/dashboard/cidades/novo',
    );
    const row = screen.getByRole('cell', { name: 'Rio Branco' }).closest('tr')!;
    // The record's name opens its view page; Editar is the row's one visible action, the rest in '⋯'.
    expect(within(row).getByRole('link', { name: 'Rio Branco' }).getAttribute('href')).toMatch(
      /^\/dashboard\/cidades\/\d+\/consulta$/,
    );
    expect(within(row).getByRole('link', { name: 'Editar Rio Branco' }).getAttribute('href')).toMatch(
      /\/\d+\/edita$/,
    );
    await user.click(within(row).getByRole('button', { name: 'Mais ações Rio Branco' }));
    const menu = screen.getByRole('menu', { name: 'Mais ações Rio Branco' });
    expect(within(menu).getByRole('menuitem', { name: 'Consultar Rio Branco' }).getAttribute('href')).toMatch(
      /\/\d+\/consulta$/,
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Inativar Rio Branco' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inativar registro' });
    expect(within(dialog).getByText('Rio Branco')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo'), 'cidade cadastrada em duplicidade');
    await user.click(within(dialog).getByRole('button', { name: 'Inativar' }));
    expect(await screen.findByText('Inativo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mais ações Rio Branco' }));
    expect(screen.getByRole('menuitem', { name: 'Ativar Rio Branco' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('cell', { name: 'Rio Branco' }).closest('tr')!).getByText('Inativo'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeInTheDocument();
  });

  it('shows suporte@ (only CON_PAIS, CON_CID) the rows with Consultar only: no create, edit, lock or import', async () => {
    await signIn('suporte@retaguarda.dev');
    renderList();
    await findNames();
    expect(screen.getAllByRole('link', { name: /^Consultar / })).toHaveLength(10);
    expect(screen.queryByRole('link', { name: /^Editar / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mais ações / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova cidade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar' })).not.toBeInTheDocument();
  });
});

describe('ResourceListPage: export and import entry', () => {
  it('exports Excel with the list’s search, tab, order and filters (no page), named after the list and the local time of the export', async () => {
    await signIn();
    const user = userEvent.setup();
    renderList('/dashboard/cidades?situacao=ativos&uf=SP&ordem=nome%2Cdesc&limite=25&busca=campinas');
    await findNames(['Campinas']);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar Excel' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/^cidades-\d{8}-\d{4}\.xlsx$/);
    expect(calls[0].pathname).toMatch(/\/v1\/cidades\/exporta-excel$/);
    expect(Object.fromEntries(calls[0].searchParams)).toEqual({
      situacao: 'UNLOCK',
      filtros: 'campinas',
      ordenacao: 'nome,desc',
      uf: 'SP',
    });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar listagem (PDF)' }));
    await waitFor(() =>
      expect(downloads).toEqual([expect.any(String), expect.stringMatching(/^cidades-\d{8}-\d{4}\.pdf$/)]),
    );
  });

  it('shows progress and refuses a second export while the file is on its way; a failure shows the error toast', async () => {
    await signIn();
    const user = userEvent.setup();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      msw.get('*/v1/cidades/exporta-excel', async () => {
        await held;
        return new HttpResponse(new Blob(['x']), {
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': 'attachment; filename="lista.xlsx"',
          },
        });
      }),
      msw.get('*/v1/cidades/exporta-listagem', () => new HttpResponse(null, { status: 500 })),
    );
    renderList();
    await findNames();
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar Excel' }));
    expect(await screen.findByRole('progressbar', { name: 'Exportando…' })).toBeInTheDocument();
    expect(
      screen.getByText(/^Exportando…/, { selector: '.resource-list__progress-text' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
    release();
    await waitFor(() => expect(downloads).toEqual([expect.stringMatching(/^cidades-\d{8}-\d{4}\.xlsx$/)]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exportar listagem (PDF)' }));
    expect(await screen.findByText('Ops, alguma coisa deu errado')).toBeInTheDocument();
    expect(downloads).toEqual([expect.stringMatching(/^cidades-\d{8}-\d{4}\.xlsx$/)]);
  });

  it("opens 'Importar cidades' and downloads the template spreadsheet", async () => {
    await signIn();
    const user = userEvent.setup();
    renderList();
    await findNames();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    const drawer = await screen.findByRole('dialog', { name: 'Importar cidades' });
    await user.click(within(drawer).getByRole('button', { name: 'Baixar planilha modelo' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]).toMatch(/\.xlsx$/);
  });
});
