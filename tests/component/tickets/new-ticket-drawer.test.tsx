import '../profile/node-file-globals';
import '../jsdom-layout';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../providers';
import { NewTicketDrawer } from '@/features/tickets/new/new-ticket-drawer';
import { createQueryClient } from '@/lib/query/query-client';
import { pngFile, setupSignedIn } from '../profile/support';

const { mock } = setupSignedIn();

const file = (name: string, type: string, content = 'conteúdo') => new File([content], name, { type });
const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned = 1"><script>window.__pwned = 1</script></svg>';

function renderDrawer(options: Parameters<typeof userEvent.setup>[0] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard/chamados', element: <NewTicketDrawer visible onHide={() => undefined} /> },
      { path: '/dashboard/chamados/:ticketId/detalhes', element: <h1>detalhes</h1> },
    ],
    { initialEntries: ['/dashboard/chamados'] },
  );
  render(
    <TestProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup(options) };
}

async function openForm(options?: Parameters<typeof userEvent.setup>[0]) {
  const view = renderDrawer(options);
  const dialog = await screen.findByRole('dialog', { name: 'Novo chamado' });
  const description = await within(dialog).findByRole('textbox', { name: 'Descrição' });
  // The drawer puts the focus on its first field once its opening animation ends.
  await waitFor(() => expect(within(dialog).getByLabelText(/Setor/)).toHaveFocus());
  return {
    ...view,
    dialog,
    description,
    title: within(dialog).getByLabelText(/Título/),
    submit: within(dialog).getByRole('button', { name: 'Abrir chamado' }),
  };
}

describe('new ticket drawer', () => {
  it('requires setor, title and description, and sends nothing until they are filled', async () => {
    const before = mock.ctx.db.chamados.all().length;
    const { user, dialog, title, description, submit } = await openForm();
    await user.click(submit);
    expect(await within(dialog).findAllByText('Campo obrigatório')).toHaveLength(3);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(mock.ctx.db.chamados.all()).toHaveLength(before);
  });

  it('takes a title of 15 to 300 characters and keeps what was typed when it is refused', async () => {
    const { user, dialog, title, submit } = await openForm();
    await user.type(title, 'Curto demais.');
    await user.click(submit);
    expect(await within(dialog).findByText('Mínimo 15 caracteres')).toBeInTheDocument();
    await user.clear(title);
    const long = 'CT-e rejeitado '.repeat(21); // 315 characters
    await user.click(title);
    await user.paste(long);
    expect(await within(dialog).findByText('Máximo 300 caracteres')).toBeInTheDocument();
    expect(title).toHaveValue(long);
    expect(within(dialog).getByText('315/300')).toBeInTheDocument();
  });

  it('refuses attachments of other types before upload and drops a duplicate of the same name and size', async () => {
    // The user picked 'All files' in the browser's file dialog, past the input's accept list.
    const { user, dialog } = await openForm({ applyAccept: false });
    const input = within(dialog).getByLabelText(/Anexos/);
    await user.upload(input, [file('nota.pdf', 'application/pdf'), pngFile('foto.png')]);
    await user.upload(input, [
      file('virus.exe', 'application/x-msdownload'),
      file('nota.pdf', 'application/pdf'),
    ]);
    const list = within(dialog).getByRole('list', { name: 'Arquivos anexados' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('nota.pdf'), expect.stringContaining('foto.png')]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Tipo de arquivo não permitido: virus.exe',
    );
    await user.click(within(list).getByRole('button', { name: 'Remover foto.png' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it.each([
    ['an SVG sent as image/svg+xml', 'image/svg+xml', SVG_WITH_SCRIPT],
    ['an SVG sent as image/png', 'image/png', SVG_WITH_SCRIPT],
    ['an SVG after a byte order mark and blank lines', 'image/png', `\uFEFF\n\n${SVG_WITH_SCRIPT}`],
    ['an HTML page', 'image/png', '<!DOCTYPE html><html><script>window.__pwned = 1</script></html>'],
  ])(
    'refuses a foto.png that is %s before upload: a toast and the field say why, nothing is attached',
    async (_case, type, content) => {
      const { user, dialog } = await openForm();
      await user.upload(within(dialog).getByLabelText(/Anexos/), [
        file('foto.png', type, content),
        file('nota.pdf', 'application/pdf'),
      ]);
      const refused = 'Arquivo recusado: o conteúdo de foto.png não é uma imagem PNG';
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
      const toast = await waitFor(() => {
        const found = screen.getAllByText(refused).find((element) => element.closest('.p-toast'));
        expect(found).toBeDefined();
        return found!;
      });
      expect(toast).toBeVisible();
      const list = within(dialog).getByRole('list', { name: 'Arquivos anexados' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('nota.pdf')]);
      expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    },
  );

  it('opens the ticket with its description and attachments and goes to its details', async () => {
    const { user, router, dialog, title, description, submit } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Selecione' }));
    await user.click(
      await within(await screen.findByRole('listbox')).findByRole('option', { name: 'Financeiro' }),
    );
    await user.type(title, 'Boleto de novembro não chegou');
    await user.click(description);
    await user.type(description, 'O cliente não recebeu o boleto.');
    await user.upload(within(dialog).getByLabelText(/Anexos/), file('boleto.pdf', 'application/pdf'));
    await user.click(submit);
    await screen.findByText(/^Chamado #\d+ aberto com sucesso$/, undefined, { timeout: 10_000 });
    expect(router.state.location.pathname).toMatch(/^\/dashboard\/chamados\/\d+\/detalhes$/);
    const id = Number(router.state.location.pathname.split('/')[3]);
    const saved = mock.ctx.db.chamados.get(id)!;
    expect(saved).toMatchObject({
      setor: 'FINANCEIRO',
      titulo: 'Boleto de novembro não chegou',
      status: 'EM_ABERTO',
    });
    expect(saved.descricao).toContain('O cliente não recebeu o boleto.');
    expect(saved.anexos.map((anexo) => anexo.nome)).toEqual(['boleto.pdf']);
    expect(screen.getByText(`Chamado #${saved.codigoSequencial} aberto com sucesso`)).toBeInTheDocument();
  }, 20_000);
});
