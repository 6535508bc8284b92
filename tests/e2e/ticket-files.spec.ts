import type { Locator, Page } from '@playwright/test';
import type { ChamadoInput } from '../../generated/api/model';
import { expect, test } from './test';
import { buildPng } from '../../mocks/db/seed/ticket-files';
import { buildListingPdf } from '../../mocks/kit/pdf';
import { apiCall, apiLogin, apiUpload, signInAs, type UploadFile } from './support';

/** The file viewer on a ticket's attachments: each previewable kind, an unsupported one and the zoom limits. */

type Ticket = { id: number; codigoSequencial: number; anexos: Array<{ nome: string; tipo: string }> };

/** Half a second of a 440 Hz tone, 8 kHz mono 16-bit PCM: a WAV any browser decodes. */
function buildWav(): Uint8Array {
  const rate = 8000;
  const samples = rate / 2;
  const view = new DataView(new ArrayBuffer(44 + samples * 2));
  const text = (offset: number, value: string) =>
    [...value].forEach((char, i) => view.setUint8(offset + i, char.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++)
    view.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 8000), true);
  return new Uint8Array(view.buffer);
}

const rows = Array.from({ length: 80 }, (_, i) => [
  `CT-e ${1000 + i}`,
  i % 3 === 0 ? 'Rejeitado' : 'Autorizado',
]);
const FILES: UploadFile[] = [
  {
    name: 'manifesto.pdf',
    type: 'application/pdf',
    bytes: buildListingPdf('Manifesto de cargas', ['Documento', 'Situação'], rows),
  },
  { name: 'tela-erro.png', type: 'image/png', bytes: buildPng(200, 120, (x, y) => [x, y, 160]) },
  { name: 'ligacao.wav', type: 'audio/wav', bytes: buildWav() },
  { name: 'gravacao-tela.mp4', type: 'video/mp4', bytes: new Uint8Array(64) },
  { name: 'xmls-rejeitados.zip', type: 'application/zip', bytes: 'PK\u0005\u0006' + '\u0000'.repeat(18) },
  { name: 'danificado.pdf', type: 'application/pdf', bytes: 'isto não é um pdf' },
  {
    name: 'log-transmissao.txt',
    type: 'text/plain',
    bytes: '10:02:11 Enviando lote\n10:02:14 Retorno SEFAZ: <b>cStat=539</b>\n',
  },
  {
    name: 'documentos-rejeitados.csv',
    type: 'text/csv',
    bytes: 'numero;serie;rejeicao\n1001;1;539\n1002;1;"217; nota"\n',
  },
];

async function openTicketWithFiles(page: Page): Promise<Ticket> {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  const fields: ChamadoInput = {
    setor: 'SUPORTE',
    titulo: 'Arquivos enviados pelo cliente para análise',
    descricao: '<p>Seguem os arquivos.</p>',
  };
  const { status, body } = await apiUpload<Ticket, ChamadoInput>(page, '/v1/chamados', token, fields, FILES);
  expect(status).toBe(201);
  await page.goto(`/dashboard/chamados/${body.id}/detalhes`);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`#${body.codigoSequencial}`) }),
  ).toBeVisible();
  return body;
}

async function openViewer(page: Page, name: string): Promise<Locator> {
  await page
    .getByRole('button', { name: `Visualizar ${name}` })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer).toBeVisible();
  return viewer;
}

async function closeViewer(page: Page, viewer: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
}

test.describe('file viewer', () => {
  test('loads pdf.js only when a pdf is opened, then pages, zooms and prints it', async ({ page }) => {
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (/pdf-view|pdf\.(worker|renderer)/.test(request.url())) pdfRequests.push(request.url());
    });
    await openTicketWithFiles(page);
    const image = await openViewer(page, 'tela-erro.png');
    await closeViewer(page, image);
    expect(pdfRequests).toEqual([]);

    const viewer = await openViewer(page, 'manifesto.pdf');
    const canvas = viewer.getByRole('img', { name: 'manifesto.pdf, página 1' });
    await expect(canvas).toBeVisible();
    expect(pdfRequests.length).toBeGreaterThan(0);
    await expect(viewer.getByText('Página 1 de 3')).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    // pdf.js really drew the page: the canvas holds dark (text) pixels on white.
    expect(
      await canvas.evaluate((element) => {
        const context = (element as HTMLCanvasElement).getContext('2d')!;
        const { data } = context.getImageData(
          0,
          0,
          (element as HTMLCanvasElement).width,
          (element as HTMLCanvasElement).height,
        );
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 100) dark++;
        return dark;
      }),
    ).toBeGreaterThan(100);

    const width = await canvas.evaluate((element) => (element as HTMLCanvasElement).width);
    await viewer.getByRole('button', { name: 'Aumentar zoom' }).click();
    await expect(viewer.getByLabel('Zoom atual')).toHaveText('125%');
    await expect
      .poll(() => canvas.evaluate((element) => (element as HTMLCanvasElement).width))
      .toBeGreaterThan(width);

    await viewer.getByRole('button', { name: 'Próxima página' }).click();
    await viewer.getByRole('button', { name: 'Próxima página' }).click();
    await expect(viewer.getByText('Página 3 de 3')).toBeVisible();
    await expect(viewer.getByRole('img', { name: 'manifesto.pdf, página 3' })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await expect(viewer.getByRole('button', { name: 'Imprimir' })).toBeEnabled();

    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Baixar' }).click();
    expect((await download).suggestedFilename()).toBe('manifesto.pdf');
  });

  test("says 'Failed to fetch PDF file' for a pdf that cannot be read", async ({ page, expectConsole }) => {
    expectConsole({
      pattern: /^warning: Warning: Indexing all PDF objects$/,
      why: 'pdf.js trying to read the damaged file',
    });
    await openTicketWithFiles(page);
    const viewer = await openViewer(page, 'danificado.pdf');
    await expect(viewer.getByRole('alert')).toHaveText('Failed to fetch PDF file');
    await expect(viewer.getByRole('button', { name: 'Baixar' })).toBeEnabled();
  });

  test('shows an image and keeps the zoom between 25% and 300% in 25% steps', async ({ page }) => {
    await openTicketWithFiles(page);
    const viewer = await openViewer(page, 'tela-erro.png');
    const image = viewer.getByRole('img', { name: 'tela-erro.png' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(200);
    // 100% is the image's real size, not the drawer's width.
    await expect.poll(async () => (await image.boundingBox())?.width).toBe(200);

    const level = viewer.getByLabel('Zoom atual');
    const zoomOut = viewer.getByRole('button', { name: 'Diminuir zoom' });
    const zoomIn = viewer.getByRole('button', { name: 'Aumentar zoom' });
    await expect(level).toHaveText('100%');
    await expect(viewer.getByRole('button', { name: 'Restaurar zoom' })).toBeDisabled();
    for (const expected of ['75%', '50%', '25%']) {
      await zoomOut.click();
      await expect(level).toHaveText(expected);
    }
    await expect(zoomOut).toBeDisabled();
    for (let step = 0; step < 11; step++) await zoomIn.click();
    await expect(level).toHaveText('300%');
    await expect(zoomIn).toBeDisabled();
    await viewer.getByRole('button', { name: 'Restaurar zoom' }).click();
    await expect(level).toHaveText('100%');
  });

  test('plays audio and shows video in the browser’s own players', async ({ page }) => {
    await openTicketWithFiles(page);
    const audioViewer = await openViewer(page, 'ligacao.wav');
    const audio = audioViewer.locator('audio');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    await expect(audio).toHaveAttribute('controls', '');
    // The browser decoded it: half a second of sound.
    await expect
      .poll(() => audio.evaluate((element) => (element as HTMLAudioElement).duration))
      .toBeCloseTo(0.5, 1);
    await closeViewer(page, audioViewer);

    const videoViewer = await openViewer(page, 'gravacao-tela.mp4');
    const video = videoViewer.locator('video');
    await expect(video).toHaveAttribute('src', /^blob:/);
    await expect(video).toHaveAttribute('aria-label', 'gravacao-tela.mp4');
  });

  test('shows text and csv attachments as text: a monospace block and a table, markup never interpreted', async ({
    page,
  }) => {
    await openTicketWithFiles(page);
    const textViewer = await openViewer(page, 'log-transmissao.txt');
    const block = textViewer.locator('pre');
    await expect(block).toHaveText('10:02:11 Enviando lote\n10:02:14 Retorno SEFAZ: <b>cStat=539</b>\n');
    await expect(textViewer.locator('pre b')).toHaveCount(0);
    await expect(textViewer.getByText('Visualização não suportada')).toHaveCount(0);
    await closeViewer(page, textViewer);

    const csvViewer = await openViewer(page, 'documentos-rejeitados.csv');
    const table = csvViewer.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['numero', 'serie', 'rejeicao']);
    await expect(table.getByRole('row').nth(2).getByRole('cell')).toHaveText(['1002', '1', '217; nota']);
  });

  test("offers a download, not a preview, for an unsupported type ('Visualização não suportada')", async ({
    page,
  }) => {
    await openTicketWithFiles(page);
    const viewer = await openViewer(page, 'xmls-rejeitados.zip');
    await expect(viewer.getByText('Visualização não suportada')).toBeVisible();
    await expect(viewer.getByRole('group', { name: 'Zoom' })).toHaveCount(0);
    const download = page.waitForEvent('download');
    await viewer.getByRole('button', { name: 'Baixar' }).click();
    expect((await download).suggestedFilename()).toBe('xmls-rejeitados.zip');
  });

  test('shows html only in a sandboxed frame where its scripts never run', async ({
    page,
    expectConsole,
  }) => {
    expectConsole({
      pattern: /^error: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/,
      why: "the browser refusing the html file's scripts is what the test checks",
    });
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const token = await apiLogin(page);
    const { body: list } = await apiCall<{ items: Ticket[] }>(
      page,
      '/v1/chamados?status=TODOS&limitePagina=10',
      { token },
    );
    const { body: newest } = await apiCall<Ticket>(page, `/v1/chamados/${list.items[0].id}`, { token });
    const html = newest.anexos.find((anexo) => anexo.tipo === 'text/html')!;
    await page.goto(`/dashboard/chamados/${newest.id}/detalhes`);

    const viewer = await openViewer(page, html.nome);
    const frame = viewer.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(frame).not.toHaveAttribute('src', /.+/);
    const heading = page
      .frameLocator(`iframe[title="Conteúdo de ${html.nome}"]`)
      .getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(/^Consulta de CT-e nº \d+$/);
    // The page's script and onerror handler would have replaced the heading: they did not run.
    await expect(heading).not.toHaveText('script executado');
    expect(await frame.evaluate((element) => (element as HTMLIFrameElement).contentDocument)).toBeNull();
  });
});
