import '../profile/node-file-globals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPng } from '@mocks/db/seed/ticket-files';
import { openViewer, setupFileViewer } from './support';

const { storeFile } = setupFileViewer();

const png = () => buildPng(4, 3, () => [200, 30, 30]);

afterEach(() => vi.restoreAllMocks());

describe('file viewer drawer', () => {
  it('shows an image through an object URL with the file name as its text, and revokes it on close', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const file = storeFile('print-erro.png', 'image/png', png());
    const { user, dialog } = await openViewer(file);
    const image = await within(dialog).findByRole('img', { name: 'print-erro.png' });
    const src = image.getAttribute('src') ?? '';
    expect(src).toMatch(/^blob:/);
    expect(src).not.toContain('/v1/arquivos');
    expect(within(dialog).getByText('100%')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(revoke).toHaveBeenCalledWith(src));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Ver arquivo' })).toHaveFocus();
  });

  it('tells the kind from the answer when neither a type nor an extension is given', async () => {
    const stored = storeFile('captura', 'image/png', png());
    const { dialog } = await openViewer({ url: stored.url, name: 'captura' });
    expect(await within(dialog).findByRole('img', { name: 'captura' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(dialog).getByRole('button', { name: 'Aumentar zoom' })).toBeEnabled();
  });

  it('zooms an image from 25% to 300% in 25% steps, the buttons disabled at the limits', async () => {
    const file = storeFile('foto.jpg', 'image/jpeg', png());
    const { user, dialog } = await openViewer(file);
    const image = await within(dialog).findByRole('img', { name: 'foto.jpg' });
    const zoomOut = within(dialog).getByRole('button', { name: 'Diminuir zoom' });
    const zoomIn = within(dialog).getByRole('button', { name: 'Aumentar zoom' });
    const reset = within(dialog).getByRole('button', { name: 'Restaurar zoom' });
    expect(reset).toBeDisabled();

    for (const expected of ['75%', '50%', '25%']) {
      await user.click(zoomOut);
      expect(within(dialog).getByText(expected)).toBeInTheDocument();
    }
    expect(zoomOut).toBeDisabled();
    expect(image).toHaveStyle({ width: '25%' });

    await user.click(reset);
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    for (let step = 0; step < 8; step++) await user.click(zoomIn);
    expect(within(dialog).getByText('300%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    expect(zoomOut).toBeEnabled();
    expect(image).toHaveStyle({ width: '300%' });
  });

  it('shows html only inside a frame sandboxed without scripts nor same origin', async () => {
    const html = '<h1>Olá</h1><script>parent.document.title = "hacked"</script><img src=x onerror="alert(1)">';
    const file = storeFile('pagina.html', 'text/html', html);
    const { dialog } = await openViewer(file);
    const frame = await within(dialog).findByTitle('Conteúdo de pagina.html');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('sandbox')).not.toMatch(/allow-scripts|allow-same-origin/);
    expect(frame).toHaveAttribute('srcdoc', html);
    expect(frame).not.toHaveAttribute('src');
    expect(within(dialog).queryByRole('button', { name: 'Aumentar zoom' })).not.toBeInTheDocument();
  });

  it.each([
    ['ligacao.mp3', 'audio/mpeg', 'AUDIO'],
    ['tutorial.mp4', 'video/mp4', 'VIDEO'],
  ])('plays %s (%s) with its controls', async (name, type, tagName) => {
    const { dialog } = await openViewer(storeFile(name, type, 'bytes'));
    const player = await within(dialog).findByLabelText(name);
    expect(player.tagName).toBe(tagName);
    expect(player).toHaveAttribute('controls');
    expect(player.getAttribute('src')).toMatch(/^blob:/);
  });

  it("shows 'Visualização não suportada' for other files, and downloads them under their name", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const file = storeFile('backup.zip', 'application/zip', 'PK');
    const { user, dialog } = await openViewer(file);
    expect(within(dialog).getByText('Visualização não suportada')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aumentar zoom' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('backup.zip');
    expect(anchor.href).toMatch(/^blob:/);
  });

  it("shows the API's error message when the file cannot be loaded", async () => {
    const { dialog } = await openViewer({ url: '/v1/arquivos/file-999999', name: 'sumiu.png' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Arquivo não encontrado');
    expect(within(dialog).queryByRole('img', { name: 'sumiu.png' })).not.toBeInTheDocument();
  });
});
