import type { Page } from '@playwright/test';
import type { ChamadoInput } from '../../generated/api/model';
import { expect, failedRequest, test } from './test';
import { buildPng, DISGUISED_SVG_NAME } from '../../mocks/db/seed/ticket-files';
import { pwnedCount, recordDialogs } from './security/page-safety';
import { apiCall, apiLogin, apiUpload, signInAs } from './support';

/**
 * Issue 35: an SVG named 'foto.png' must never run its script in the app's origin. It is refused at
 * upload (by the form and by the API), and one already stored (seeded on the newest ticket as
 * 'comprovante-entrega.png', typed image/svg+xml as its sender claimed) is never shown as an image: no
 * blob: address the page makes, opened in a new tab, is an SVG or a page whose script runs.
 */

type Ticket = { id: number; anexos: Array<{ nome: string; tipo: string }> };

const SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" onload="window.__pwned = (window.__pwned || 0) + 1">',
  "<script>window.__pwned = (window.__pwned || 0) + 1; localStorage.setItem('__pwned', 'svg'); alert('svg');</script>",
  '</svg>',
].join('');
const REFUSED = 'Arquivo recusado: o conteúdo de foto.png não é uma imagem PNG';

/** Records every object URL the page makes, with the type of the blob behind it (before the app starts). */
async function recordObjectUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: Array<{ url: string; type: string }> = [];
    (window as unknown as { __objectUrls: typeof made }).__objectUrls = made;
    const create = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      made.push({ url, type: object instanceof Blob ? object.type : 'MediaSource' });
      return url;
    };
  });
}

const objectUrls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __objectUrls: Array<{ url: string; type: string }> }).__objectUrls,
  );

/**
 * Opens `url` in a new tab, as 'Abrir imagem em nova guia' would, and answers what ran there: the
 * document's type and the script's marks, or 'download' when the browser saved it instead of showing it.
 */
async function openInNewTab(page: Page, url: string) {
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((address) => void window.open(address, '_blank'), url),
  ]);
  const dialogs = recordDialogs(tab);
  const outcome = await Promise.race([
    tab.waitForLoadState('load').then(() => 'shown' as const),
    tab.waitForEvent('download').then(() => 'download' as const),
  ]);
  const seen =
    outcome === 'download'
      ? { pwned: 0, contentType: 'download' }
      : await tab.evaluate(() => ({
          pwned: (window as unknown as { __pwned?: number }).__pwned ?? 0,
          contentType: document.contentType,
        }));
  await tab.close();
  return { ...seen, dialogs };
}

test('an SVG named foto.png is refused at upload, by the form and by the API, and its script never runs', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(400, 'the API refusing the SVG named foto.png is what the test checks'));
  const dialogs = recordDialogs(page);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
  await page.getByRole('button', { name: 'Novo chamado' }).click();
  const drawer = page.getByRole('dialog', { name: 'Novo chamado' });
  const input = drawer.getByLabel(/^Anexos/);
  for (const mimeType of ['image/svg+xml', 'image/png']) {
    await input.setInputFiles([{ name: 'foto.png', mimeType, buffer: Buffer.from(SVG) }]);
    await expect(drawer.getByRole('alert')).toHaveText(REFUSED);
    await expect(page.locator('.p-toast').getByText(REFUSED).first()).toBeVisible();
  }
  await expect(drawer.getByRole('list', { name: 'Arquivos anexados' })).toHaveCount(0);

  // Past the form (a crafted request), the API refuses it too, whatever type is sent.
  const token = await apiLogin(page);
  for (const type of ['image/svg+xml', 'image/png']) {
    const fields: ChamadoInput = {
      setor: 'SUPORTE',
      titulo: 'Foto da entrega enviada pelo motorista',
      descricao: '<p>Segue a foto.</p>',
    };
    const { status, body } = await apiUpload<{ erro: string }, ChamadoInput>(
      page,
      '/v1/chamados',
      token,
      fields,
      [{ name: 'foto.png', type, bytes: SVG }],
    );
    expect(status).toBe(400);
    expect(body.erro).toBe(REFUSED);
  }
  expect(await pwnedCount(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('__pwned'))).toBeNull();
  expect(dialogs).toEqual([]);
});

/**
 * Opens, as new tabs, the object URLs the page made that were not opened yet, and expects none to be an
 * SVG or an HTML page, nothing to run there and nothing to reach the app's storage.
 */
async function expectObjectUrlsInert(
  page: Page,
  opened: Set<string>,
): Promise<Array<{ url: string; type: string; shown: string }>> {
  const seen: Array<{ url: string; type: string; shown: string }> = [];
  for (const { url, type } of await objectUrls(page)) {
    if (opened.has(url)) continue;
    opened.add(url);
    const tab = await openInNewTab(page, url);
    expect(tab.pwned, `the script of ${url} (${type}) ran in a new tab`).toBe(0);
    expect(tab.dialogs, url).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('__pwned')), url).toBeNull();
    expect(type, url).not.toMatch(/svg|html|xml/);
    expect(tab.contentType, url).not.toMatch(/svg|html|xml/);
    seen.push({ url, type, shown: tab.contentType });
  }
  return seen;
}

test('a stored SVG named .png is never shown as an image, and no blob: address of the page runs it in a new tab', async ({
  page,
}) => {
  const dialogs = recordDialogs(page);
  await recordObjectUrls(page);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  const { body: list } = await apiCall<{ items: Ticket[] }>(
    page,
    '/v1/chamados?status=TODOS&limitePagina=10',
    {
      token,
    },
  );
  const { body: newest } = await apiCall<Ticket>(page, `/v1/chamados/${list.items[0].id}`, { token });
  expect(newest.anexos).toContainEqual(
    expect.objectContaining({ nome: DISGUISED_SVG_NAME, tipo: 'image/svg+xml' }),
  );
  // A real picture on a ticket of its own, whose preview's blob: address must open as that picture.
  const png = { name: 'tela-erro.png', type: 'image/png', bytes: buildPng(24, 16, (x) => [x * 10, 90, 200]) };
  const fields: ChamadoInput = {
    setor: 'SUPORTE',
    titulo: 'Print da tela de erro na emissão',
    descricao: '<p>Segue o print.</p>',
  };
  const withPicture = await apiUpload<{ id: number }, ChamadoInput>(page, '/v1/chamados', token, fields, [
    png,
  ]);
  expect(withPicture.status).toBe(201);
  await page.goto(`/dashboard/chamados/${newest.id}/detalhes`);
  const opened = new Set<string>();

  await page.getByRole('button', { name: `Visualizar ${DISGUISED_SVG_NAME}` }).click();
  const viewer = page.getByRole('dialog', { name: DISGUISED_SVG_NAME });
  const blocked = viewer.getByText(
    `Visualização bloqueada: o conteúdo de ${DISGUISED_SVG_NAME} não é uma imagem PNG.`,
  );
  // Whatever the viewer shows, every blob: address it made is inert in a new tab ('Abrir imagem em nova guia').
  await expect(blocked.or(viewer.locator('img'))).toBeVisible();
  await expectObjectUrlsInert(page, opened);
  await expect(blocked).toBeVisible();
  await expect(viewer.locator('img, iframe, object, embed')).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Baixar' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await page.goto(`/dashboard/chamados/${withPicture.body.id}/detalhes`);
  await page.getByRole('button', { name: 'Visualizar tela-erro.png' }).click();
  const picture = page
    .getByRole('dialog', { name: 'tela-erro.png' })
    .getByRole('img', { name: 'tela-erro.png' });
  await expect(picture).toHaveAttribute('src', /^blob:/);
  const pictureUrl = await picture.getAttribute('src');
  expect(await expectObjectUrlsInert(page, opened)).toContainEqual({
    url: pictureUrl,
    type: 'image/png',
    shown: 'image/png',
  });

  expect(await pwnedCount(page)).toBe(0);
  expect(dialogs).toEqual([]);
});
