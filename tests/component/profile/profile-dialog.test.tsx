import './node-file-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { pngFile, renderProfilePage, setupSignedIn } from './support';

const { mock, apiProfile } = setupSignedIn();

async function openDialog() {
  const user = userEvent.setup();
  renderProfilePage();
  await user.click(screen.getByRole('button', { name: 'Editar perfil' }));
  const dialog = await screen.findByRole('dialog', { name: 'Editar perfil' });
  const name = within(dialog).getByLabelText('Nome');
  const save = within(dialog).getByRole('button', { name: 'Salvar' });
  // The drawer focuses (and selects) the name once its opening animation ends.
  await waitFor(() => expect(name).toHaveFocus());
  return { user, dialog, name, save };
}

describe('profile page and dialog', () => {
  it("shows the user's name, e-mail and initials, and opens the drawer on 'Editar perfil'", async () => {
    renderProfilePage();
    expect(screen.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeInTheDocument();
    expect(screen.getByText('ANA CAROLINA MENDES')).toBeInTheDocument();
    expect(screen.getByText('admin@retaguarda.dev')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ANA CAROLINA MENDES' })).toHaveTextContent('AM');
  });

  it('is keyboard usable: focus on the name when it opens, Escape closes, focus back on the button', async () => {
    const { user, name, save } = await openDialog();
    expect(name).toHaveFocus();
    expect(name).toHaveValue('ANA CAROLINA MENDES');
    expect(save).toBeDisabled(); // nothing changed yet
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Editar perfil' })).toHaveFocus();
  });

  it('uppercases the name as it is typed and requires it', async () => {
    const { user, name, save } = await openDialog();
    await user.clear(name);
    await user.type(name, 'joão da silva');
    expect(name).toHaveValue('JOÃO DA SILVA');
    expect(save).toBeEnabled();
    // Typing in the middle keeps the caret where it was.
    await user.type(name, 'e ', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(name).toHaveValue('JOÃO E DA SILVA');
    expect(name).toHaveProperty('selectionStart', 7);

    await user.clear(name);
    await user.click(save);
    expect(await screen.findByText('Campo obrigatório')).toBeInTheDocument();
    expect(name).toHaveAccessibleDescription('Campo obrigatório');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect((await apiProfile()).nome).toBe('ANA CAROLINA MENDES');
  });

  it('previews a chosen image, can keep the current picture, and refuses a file that is not an image', async () => {
    const { user, dialog, save } = await openDialog();
    const input = within(dialog).getByLabelText('Foto do perfil');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.gif,.webp');

    await user.upload(input, pngFile('minha-foto.png'));
    expect(await within(dialog).findByText('Nova foto escolhida: minha-foto.png')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('img', { name: 'ANA CAROLINA MENDES' })
          .querySelector('img')
          ?.getAttribute('src'),
      ).toMatch(/^blob:/),
    );
    expect(save).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Manter a foto atual' }));
    expect(within(dialog).queryByText(/Nova foto escolhida/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'ANA CAROLINA MENDES' }).querySelector('img')).toBeNull();
    expect(save).toBeDisabled();

    // The accept attribute is only a hint to the chooser: a dropped or forced file is checked too.
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.7'], 'contrato.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog).findByText(/não é uma imagem/)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/não é uma imagem/);
    expect(within(dialog).queryByText(/Nova foto escolhida/)).not.toBeInTheDocument();
    expect(save).toBeDisabled();

    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(
      await within(dialog).findByText('A imagem tem 2,01 MB: escolha uma imagem de até 2 MB.'),
    ).toBeInTheDocument();
  });

  it('refuses an SVG named foto.png as the picture, saying its content is not a PNG, and previews nothing', async () => {
    const { dialog, save } = await openDialog();
    const input = within(dialog).getByLabelText('Foto do perfil');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned = 1</script></svg>';
    fireEvent.change(input, { target: { files: [new File([svg], 'foto.png', { type: 'image/png' })] } });
    const refused = 'Arquivo recusado: o conteúdo de foto.png não é uma imagem PNG';
    expect(await within(dialog).findByText(refused)).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(new RegExp(refused));
    expect(within(dialog).queryByText(/Nova foto escolhida/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'ANA CAROLINA MENDES' }).querySelector('img')).toBeNull();
    expect(save).toBeDisabled();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('saves name and picture: toast, drawer closed, the API and the session have them at once', async () => {
    const { user, dialog, name, save } = await openDialog();
    await user.clear(name);
    await user.type(name, 'ana maria');
    await user.upload(within(dialog).getByLabelText('Foto do perfil'), pngFile());
    await user.click(save);

    expect(await screen.findByText('Perfil atualizado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const saved = await apiProfile();
    expect(saved.nome).toBe('ANA MARIA');
    expect(saved.avatarUrl).toMatch(/^\/v1\/arquivos\//);
    expect(getSessionSnapshot().user).toMatchObject({ nome: 'ANA MARIA', avatarUrl: saved.avatarUrl });
    expect(screen.getByText('ANA MARIA')).toBeInTheDocument();
    expect(mock.ctx.db.files[saved.avatarUrl!.split('/').pop()!].tipo).toBe('image/png');
  });

  it('keeps what was typed and shows the API message at the field when the save is refused', async () => {
    const { http, HttpResponse } = await import('msw');
    mock.server.use(
      http.put('*/v1/eu/altera-perfil', () =>
        HttpResponse.json(
          { errors: [{ campo: 'nome', errors: ['Nome já usado por outro usuário'] }] },
          { status: 400 },
        ),
      ),
    );
    const { user, name, save } = await openDialog();
    await user.clear(name);
    await user.type(name, 'outro nome');
    await user.click(save);
    expect(await screen.findByText('Nome já usado por outro usuário')).toBeInTheDocument();
    expect(name).toHaveValue('OUTRO NOME');
    expect(name).toHaveAccessibleDescription('Nome já usado por outro usuário');
    expect(screen.getByRole('dialog', { name: 'Editar perfil' })).toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it('shows an error without a field as a toast, once, and keeps the drawer open', async () => {
    const { http, HttpResponse } = await import('msw');
    mock.server.use(
      http.put('*/v1/eu/altera-perfil', () =>
        HttpResponse.json({ errors: [], erro: 'Arquivo grande demais' }, { status: 400 }),
      ),
    );
    const { user, name, save } = await openDialog();
    await user.type(name, ' filho', { initialSelectionStart: 9, initialSelectionEnd: 9 });
    await user.click(save);
    expect(await screen.findAllByText('Arquivo grande demais')).toHaveLength(1);
    expect(name).toHaveValue('ANA MARIA FILHO');
  });
});
