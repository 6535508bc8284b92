import '../profile/node-file-globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, http } from 'msw';
import { buildPng } from '@mocks/db/seed/ticket-files';
import { openViewer, setupFileViewer } from './support';

const { mock, storeFile } = setupFileViewer();

const png = () => buildPng(4, 3, () => [200, 30, 30]);
/** A JPEG's signature (jsdom decodes no image: the viewer only checks the first bytes). */
const jpeg = () => Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01);
const SVG_WITH_SCRIPT =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>window.__pwned = 1</script></svg>';

/** jsdom decodes no image: the test gives the loaded image its natural width. */
function loadImage(image: HTMLElement, naturalWidth: number) {
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: naturalWidth });
  fireEvent.load(image);
}

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
    expect(await within(dialog).findByRole('img', { name: 'captura' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(within(dialog).getByRole('button', { name: 'Aumentar zoom' })).toBeEnabled();
  });

  it('shows an image at its real size at 100%, not stretched to the drawer', async () => {
    const { dialog } = await openViewer(storeFile('pequena.png', 'image/png', png()));
    const image = await within(dialog).findByRole('img', { name: 'pequena.png' });
    expect(image.style.width).toBe('');
    loadImage(image, 640);
    expect(image).toHaveStyle({ width: '640px' });
  });

  it('zooms an image from 25% to 300% of its real size in 25% steps, the buttons disabled at the limits', async () => {
    const file = storeFile('foto.jpg', 'image/jpeg', jpeg());
    const { user, dialog } = await openViewer(file);
    const image = await within(dialog).findByRole('img', { name: 'foto.jpg' });
    loadImage(image, 400);
    const zoomOut = within(dialog).getByRole('button', { name: 'Diminuir zoom' });
    const zoomIn = within(dialog).getByRole('button', { name: 'Aumentar zoom' });
    const reset = within(dialog).getByRole('button', { name: 'Restaurar zoom' });
    expect(reset).toBeDisabled();

    for (const expected of ['75%', '50%', '25%']) {
      await user.click(zoomOut);
      expect(within(dialog).getByText(expected)).toBeInTheDocument();
    }
    expect(zoomOut).toBeDisabled();
    expect(image).toHaveStyle({ width: '100px' });

    await user.click(reset);
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    for (let step = 0; step < 8; step++) await user.click(zoomIn);
    expect(within(dialog).getByText('300%')).toBeInTheDocument();
    expect(zoomIn).toBeDisabled();
    expect(zoomOut).toBeEnabled();
    expect(image).toHaveStyle({ width: '1200px' });
  });

  it('shows html only inside a frame sandboxed without scripts nor same origin', async () => {
    const html =
      '<h1>Olá</h1><script>parent.document.title = "hacked"</script><img src=x onerror="alert(1)">';
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

  it('shows a text file as plain text in a monospace block, markup included as characters', async () => {
    const log = '10:02:11 Enviando lote\n10:02:14 Retorno: <b>cStat=539</b> & "rejeição"\n';
    const { dialog } = await openViewer(storeFile('log-transmissao.txt', 'text/plain', log));
    const box = await within(dialog).findByRole('region', { name: 'Conteúdo de log-transmissao.txt' });
    const block = box.querySelector('pre');
    expect(block?.textContent).toBe(log);
    expect(box.querySelector('b')).toBeNull();
    expect(within(dialog).queryByText('Visualização não suportada')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Aumentar zoom' })).not.toBeInTheDocument();
  });

  it('shows a csv as a table, its first row as the header, quoted separators kept in their cell', async () => {
    const csv = 'numero;serie;rejeicao\n1001;1;"Duplicidade; chave"\n1002;1;<script>x</script>\n';
    const { dialog } = await openViewer(storeFile('documentos-rejeitados.csv', 'text/csv', csv));
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['numero', 'serie', 'rejeicao']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['1001', '1', 'Duplicidade; chave'],
      ['1002', '1', '<script>x</script>'],
    ]);
    expect(table.querySelector('script')).toBeNull();
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

  it('never shows an SVG saved as foto.png as an image: says why, keeps the download and makes no object URL of it', async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const stored = storeFile('foto.png', 'image/svg+xml', SVG_WITH_SCRIPT);
    // The attachment's record claims the SVG type, as the client sent it before uploads were checked.
    const { dialog } = await openViewer({ ...stored, contentType: 'image/svg+xml' });
    expect(
      await within(dialog).findByText(
        'Visualização bloqueada: o conteúdo de foto.png não é uma imagem PNG. O arquivo pode ser baixado, mas não é exibido.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(dialog.querySelector('img, iframe, object, embed, svg image')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Aumentar zoom' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Baixar' })).toBeEnabled();
    expect(created).not.toHaveBeenCalled();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it("makes an image's object URL from its bytes re-typed to its extension's type, whatever type the answer had", async () => {
    const created = vi.spyOn(URL, 'createObjectURL');
    const bytes = png();
    mock.server.use(
      http.get(
        '*/v1/arquivos/:id',
        () => new HttpResponse(bytes.slice(), { headers: { 'Content-Type': 'image/svg+xml' } }),
      ),
    );
    const { dialog } = await openViewer({
      ...storeFile('print.png', 'image/png', bytes),
      contentType: 'image/svg+xml',
    });
    await within(dialog).findByRole('img', { name: 'print.png' });
    expect(created).toHaveBeenCalledTimes(1);
    const blob = created.mock.calls[0][0] as Blob;
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(bytes.byteLength);
  });

  it('does not preview an .svg file, whatever type it is given (download only)', async () => {
    const { dialog } = await openViewer({
      ...storeFile('logo.svg', 'image/svg+xml', SVG_WITH_SCRIPT),
      contentType: 'image/svg+xml',
    });
    expect(within(dialog).getByText('Visualização não suportada')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Baixar' })).toBeEnabled();
  });

  it("shows the API's error message when the file cannot be loaded", async () => {
    const { dialog } = await openViewer({ url: '/v1/arquivos/file-999999', name: 'sumiu.png' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Arquivo não encontrado');
    expect(within(dialog).queryByRole('img', { name: 'sumiu.png' })).not.toBeInTheDocument();
  });
});
