import '../profile/node-file-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { CidadesListPage } from '@generated/pages/cidades/list-page';
import { PracasPedagioListPage } from '@generated/pages/pracas-pedagio/list-page';
import { findImportDrawer, fixtureFile, renderPage, setupImportTests } from './support';

const { api, uploads, signIn, socketReady } = setupImportTests();
type User = ReturnType<typeof userEvent.setup>;

/** Holds the cities import POST until `release()`; then the mock API's own handler answers it. */
function holdCitiesImport() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  api.server.use(
    msw.post('*/v1/cidades/importa-cidades', async () => {
      await held;
      return undefined;
    }),
  );
  return () => release();
}

/** The wizard's own 'Fechar' (the drawer's corner button has the same name). */
function closeButton(drawer: HTMLElement): HTMLElement {
  return within(drawer).getAllByRole('button', { name: 'Fechar' }).at(-1)!;
}

async function chooseAndSend(user: User, drawer: HTMLElement, fixture: string) {
  await user.upload(within(drawer).getByLabelText('Planilha (.xlsx)'), fixtureFile(fixture));
  const send = within(drawer).getByRole('button', { name: 'Importar planilha' });
  await waitFor(() => expect(send).toBeEnabled());
  await user.click(send);
  return send;
}

describe('import wizard: the import outlives the drawer', { timeout: 20_000 }, () => {
  it('keeps running when the drawer is closed, shows its progress on reopening, and ends with a toast and a refreshed list', async () => {
    await signIn();
    const user = userEvent.setup();
    const release = holdCitiesImport();
    renderPage('/dashboard/cidades?busca=Lind%C3%B3ia', '/dashboard/cidades', <CidadesListPage />);
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    await socketReady();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    let drawer = await findImportDrawer('Importar cidades');
    await chooseAndSend(user, drawer, 'cidades-validas.xlsx');
    expect(
      await within(drawer).findByRole('progressbar', { name: 'Importação de cidades em andamento' }),
    ).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Importar cidades' })).not.toBeInTheDocument(),
    );
    const entry = screen.getByRole('button', { name: 'Importar' });
    expect(entry).toHaveFocus();
    await user.click(entry);
    drawer = await findImportDrawer('Importar cidades');
    expect(
      within(drawer).getByRole('progressbar', { name: 'Importação de cidades em andamento' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Planilha (.xlsx)')).toBeDisabled();
    expect(within(drawer).getByRole('button', { name: 'Importar planilha' })).toBeDisabled();
    await user.click(closeButton(drawer));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    release();
    expect(
      await screen.findByText(
        'Importação de cidades concluída. 4 linhas importadas: 3 incluídas e 1 alterada.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Águas de Lindóia' })).toBeInTheDocument();
    const notification = api.ctx.db.notificacoes
      .all()
      .find((item) => item.titulo === 'Importação de cidades concluída');
    expect(notification).toBeDefined();

    // Reopened afterwards, the drawer shows how the import ended.
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    drawer = await findImportDrawer('Importar cidades');
    expect(within(drawer).getByText('Importação de cidades concluída')).toBeInTheDocument();
  });

  it("a failed import finished with the drawer closed shows 'Erro ao importar cidades'; reopening shows the row errors", async () => {
    await signIn();
    const user = userEvent.setup();
    const release = holdCitiesImport();
    renderPage('/dashboard/cidades', '/dashboard/cidades', <CidadesListPage />);
    await socketReady();
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    let drawer = await findImportDrawer('Importar cidades');
    await chooseAndSend(user, drawer, 'cidades-com-erros.xlsx');
    await user.click(closeButton(drawer));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    release();
    expect(await screen.findByText('Erro ao importar cidades')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importar' }));
    drawer = await findImportDrawer('Importar cidades');
    expect(within(drawer).getByRole('table', { name: 'Erros da planilha' })).toHaveTextContent('UF inválida');
  });

  it('sends one upload however fast the button is pressed', async () => {
    await signIn();
    const user = userEvent.setup();
    const release = holdCitiesImport();
    renderPage('/dashboard/cidades', '/dashboard/cidades', <CidadesListPage />);
    await socketReady();
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    const drawer = await findImportDrawer('Importar cidades');
    await user.upload(within(drawer).getByLabelText('Planilha (.xlsx)'), fixtureFile('cidades-validas.xlsx'));
    const send = within(drawer).getByRole('button', { name: 'Importar planilha' });
    await waitFor(() => expect(send).toBeEnabled());
    fireEvent.click(send);
    fireEvent.click(send);
    fireEvent.click(send);
    expect(send).toBeDisabled();
    release();
    expect(await within(drawer).findByText('Importação de cidades concluída')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
  });
});

describe('import wizard: toll plazas', { timeout: 20_000 }, () => {
  it("offers 'Importar' (plazas) and 'Importar valores' (values, its own template); a values import refreshes the plazas", async () => {
    await signIn();
    const user = userEvent.setup();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const templates: string[] = [];
    let refetched = 0;
    const record = ({ request }: { request: Request }) => {
      const { pathname } = new URL(request.url);
      if (pathname.includes('exporta-planilha-modelo')) templates.push(pathname);
      if (request.method === 'GET' && pathname.endsWith('/v1/praca-pedagio')) refetched++;
    };
    api.server.events.on('request:start', record);
    onTestFinished(() => api.server.events.removeListener('request:start', record));
    renderPage('/dashboard/pracas-pedagio', '/dashboard/pracas-pedagio', <PracasPedagioListPage />);
    await socketReady();
    await user.click(await screen.findByRole('button', { name: 'Importar' }));
    let drawer = await findImportDrawer('Importar praças de pedágio');
    await user.click(within(drawer).getByRole('button', { name: 'Baixar planilha modelo' }));
    await waitFor(() => expect(downloads).toEqual(['modelo-praca-pedagio.xlsx']));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Importar valores' }));
    drawer = await findImportDrawer('Importar valores de pedágio');
    await user.click(within(drawer).getByRole('button', { name: 'Baixar planilha modelo' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    expect(downloads[1]).toBe('modelo-valores-pedagio.xlsx');
    expect(templates).toEqual([
      '/dev/api/v1/praca-pedagio/exporta-planilha-modelo',
      '/dev/api/v1/praca-pedagio/exporta-planilha-modelo-valores',
    ]);

    // The values template sent back (valid rows of a seeded plaza): SUCESSO refetches the plaza list.
    const token = (await api.login()).token;
    const template = new File(
      [await (await api.call(token, '/v1/praca-pedagio/exporta-planilha-modelo-valores')).arrayBuffer()],
      'valores.xlsx',
    );
    refetched = 0;
    await user.upload(within(drawer).getByLabelText('Planilha (.xlsx)'), template);
    const send = within(drawer).getByRole('button', { name: 'Importar planilha' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(drawer).findByText('Importação de valores de pedágio concluída')).toBeInTheDocument();
    await waitFor(() => expect(refetched).toBeGreaterThan(0));
    expect(uploads.map((call) => call.path)).toEqual(['/dev/api/v1/praca-pedagio/importa-valores-pedagio']);
  });
});
