import '../profile/node-file-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http as msw } from 'msw';
import { describe, expect, it } from 'vitest';
import { CidadesListPage } from '@generated/pages/cidades/list-page';
import { findImportDrawer, fixtureFile, renderPage, setupImportTests } from './support';

const { api, uploads, signIn, socketReady } = setupImportTests();
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderCities(search: string) {
  return renderPage(
    `/dashboard/cidades?busca=${encodeURIComponent(search)}`,
    '/dashboard/cidades',
    <CidadesListPage />,
  );
}

async function openWizard(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Importar' }));
  return findImportDrawer('Importar cidades');
}

describe('import wizard: cities', { timeout: 20_000 }, () => {
  it('sends a valid sheet with a fresh idEvento, shows progress until SUCESSO, and the list shows the new city without reload', async () => {
    await signIn();
    const user = userEvent.setup();
    renderCities('Holambra');
    expect(await screen.findByText('Nenhum registro encontrado')).toBeInTheDocument();
    await socketReady();
    const drawer = await openWizard(user);

    const send = within(drawer).getByRole('button', { name: 'Importar planilha' });
    expect(send).toBeDisabled();
    const input = within(drawer).getByLabelText('Planilha (.xlsx)');
    expect(input).toHaveAttribute('accept', '.xlsx');
    await user.upload(input, fixtureFile('cidades-validas.xlsx'));
    expect(within(drawer).getByText('cidades-validas.xlsx')).toBeInTheDocument();
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(
      await within(drawer).findByRole('progressbar', { name: 'Importação de cidades em andamento' }),
    ).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Planilha (.xlsx)')).toBeDisabled();
    expect(await within(drawer).findByText('Importação de cidades concluída')).toBeInTheDocument();
    expect(within(drawer).getByText('4 linhas importadas: 3 incluídas e 1 alterada.')).toBeInTheDocument();
    expect(within(drawer).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(uploads).toEqual([
      {
        path: '/dev/api/v1/cidades/importa-cidades',
        idEvento: expect.stringMatching(UUID_V4),
        fileName: 'cidades-validas.xlsx',
      },
    ]);

    // The list behind the drawer was refreshed (no reload); the open wizard needs no toast.
    expect(await screen.findByRole('cell', { name: 'Holambra' })).toBeInTheDocument();
    expect(screen.queryByText(/^Importação de cidades concluída\./)).not.toBeInTheDocument();
    // The same file is not sent twice.
    expect(send).toBeDisabled();
  });

  it("shows 'Erro ao importar cidades' and the row errors (line, column, message); nothing is written", async () => {
    await signIn();
    const user = userEvent.setup();
    const before = api.ctx.db.resources.cidades.all().length;
    renderCities('Socorro');
    await socketReady();
    const drawer = await openWizard(user);
    await user.upload(
      within(drawer).getByLabelText('Planilha (.xlsx)'),
      fixtureFile('cidades-com-erros.xlsx'),
    );
    const send = within(drawer).getByRole('button', { name: 'Importar planilha' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Erro ao importar cidades');
    const table = within(drawer).getByRole('table', { name: 'Erros da planilha' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .queryAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      ['3', 'Código IBGE', 'Código inválido'],
      ['4', 'UF', 'UF inválida'],
      ['5', 'Nome', 'Campo obrigatório'],
      ['6', 'Latitude', 'Número inválido'],
    ]);
    expect(api.ctx.db.resources.cidades.all()).toHaveLength(before);
  });

  it('refuses a .csv and a text file named .xlsx at the field, in pt-BR, and sends nothing', async () => {
    await signIn();
    const user = userEvent.setup({ applyAccept: false });
    renderCities('Holambra');
    const drawer = await openWizard(user);
    const input = within(drawer).getByLabelText('Planilha (.xlsx)');
    const send = within(drawer).getByRole('button', { name: 'Importar planilha' });

    await user.upload(input, new File(['nome;uf\nHolambra;SP\n'], 'cidades.csv', { type: 'text/csv' }));
    expect(await within(drawer).findByRole('alert')).toHaveTextContent(
      'O arquivo cidades.csv não é uma planilha .xlsx. Escolha uma planilha .xlsx.',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/não é uma planilha \.xlsx/);
    expect(send).toBeDisabled();

    await user.upload(input, fixtureFile('planilha-falsa.xlsx'));
    expect(
      await within(drawer).findByText(
        /^O arquivo planilha-falsa\.xlsx tem a extensão \.xlsx, mas o conteúdo não é/,
      ),
    ).toBeInTheDocument();
    expect(send).toBeDisabled();
    fireEvent.click(send);

    // A good file clears the message.
    await user.upload(input, fixtureFile('cidades-validas.xlsx'));
    await waitFor(() => expect(send).toBeEnabled());
    expect(within(drawer).queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(uploads).toEqual([]);
  });

  it("shows the API's message at the field when the server refuses the sheet (400), and allows sending again", async () => {
    await signIn();
    const user = userEvent.setup();
    const refusal = { errors: [{ campo: 'file', errors: ['Envie uma planilha .xlsx'] }] };
    api.server.use(
      msw.post('*/v1/cidades/importa-cidades', () => HttpResponse.json(refusal, { status: 400 }), {
        once: true,
      }),
    );
    renderCities('Pirenópolis');
    await socketReady();
    const drawer = await openWizard(user);
    const input = within(drawer).getByLabelText('Planilha (.xlsx)');
    await user.upload(input, fixtureFile('cidades-validas.xlsx'));
    const send = within(drawer).getByRole('button', { name: 'Importar planilha' });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);

    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Envie uma planilha .xlsx');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryAllByText('Envie uma planilha .xlsx')).toHaveLength(1); // at the field, no toast
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    expect(await within(drawer).findByText('Importação de cidades concluída')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Pirenópolis' })).toBeInTheDocument();
  });
});
