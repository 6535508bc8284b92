import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { choose, field, formOf } from './resource-walk/form-steps';
import { apiCall, apiLogin, signInAs } from './support';
import { rowMenuItem } from './row-menu';

/**
 * Map dialog, locality search and the toll plazas' route preview in Chromium (issue 6), with the real
 * Leaflet. Tile requests (the runtime configuration's tileUrl, OpenStreetMap) never leave the machine:
 * they are answered with a small image, or refused to play offline.
 */

test.describe.configure({ timeout: 90_000 });

const TILES = /tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png/;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Answers every tile request with a tiny image and counts them (the service worker's fetches too). */
async function serveTiles(context: BrowserContext): Promise<{ count: () => number }> {
  let count = 0;
  await context.route(TILES, (route) => {
    count++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: PNG });
  });
  return { count: () => count };
}

/** No tile server: every tile request fails. */
async function goOffline(context: BrowserContext): Promise<void> {
  await context.route(TILES, (route) => route.abort('internetdisconnected'));
}

async function openCity(page: Page, search: string): Promise<void> {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Pesquisar').fill(search);
  await expect(page).toHaveURL(/busca=/);
}

/** The map dialog named `title`: its Leaflet marker and the popup with title and subtitle. */
async function expectMarker(dialog: Locator, title: string, subtitle: string): Promise<void> {
  await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(dialog.locator('.leaflet-marker-icon')).toBeVisible();
  await expect(dialog.locator('.leaflet-marker-icon')).toHaveAttribute('alt', title);
  // Leaflet's default marker image, bundled as an asset: it loads (a broken path would give no pixels).
  await expect
    .poll(() =>
      dialog.locator('img.leaflet-marker-icon').evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBe(25);
  const popup = dialog.locator('.leaflet-popup');
  await expect(popup.locator('.map-popup__title')).toHaveText(title);
  await expect(popup.locator('.map-popup__subtitle')).toHaveText(subtitle);
}

test('the city list row action opens the map: marker with title and subtitle, tiles from the runtime configuration', async ({
  page,
  context,
}) => {
  const tiles = await serveTiles(context);
  await openCity(page, 'campinas');
  await (await rowMenuItem(page, 'Campinas', 'Ver no mapa')).click();

  const dialog = page.getByRole('dialog', { name: 'Campinas', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('-22,905300; -47,065900')).toBeVisible();
  await expectMarker(dialog, 'Campinas', 'SP');
  await expect(dialog.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  expect(tiles.count()).toBeGreaterThan(0);
  await expect(dialog.getByText(/Mapa de fundo indisponível/)).toHaveCount(0);
  // A wide dialog: the map takes most of the screen, 'Fechar' stays in sight below it.
  const viewport = page.viewportSize()!;
  const canvas = (await dialog.locator('.map-view__canvas').boundingBox())!;
  expect(canvas.width).toBeGreaterThan(viewport.width * 0.7);
  expect(canvas.height).toBeGreaterThan(viewport.height * 0.5);
  await expect(dialog.getByRole('button', { name: 'Fechar', exact: true }).last()).toBeInViewport();

  await dialog.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  // The focus goes back to the row's '⋯', where the map was chosen.
  await expect(page.getByRole('button', { name: 'Mais ações Campinas', exact: true })).toBeFocused();
});

test.describe('offline', () => {
  test('offline, from the view page: tile requests fail, the marker is still on the map with a notice', async ({
    page,
    context,
    expectConsole,
  }) => {
    // The tile requests fail on purpose here; Chromium logs each failed load.
    expectConsole({
      pattern: /^error: Failed to load resource: net::ERR_FAILED$/,
      why: 'the test refuses every tile request to play offline',
    });
    await goOffline(context);
    await openCity(page, 'curitiba');
    // The city's name opens its view page.
    await page.getByRole('table').getByRole('link', { name: 'Curitiba', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Consultar cidade' })).toBeVisible();
    await page.getByRole('button', { name: 'Ver no mapa' }).click();

    const dialog = page.getByRole('dialog', { name: 'Curitiba', exact: true });
    await expectMarker(dialog, 'Curitiba', 'PR');
    await expect(dialog.getByRole('status').filter({ hasText: /Mapa de fundo indisponível/ })).toBeVisible();
    await expect(dialog.locator('img.leaflet-tile-loaded')).toHaveCount(0);
  });
});

test('locality search: the hint below 3 characters, the empty result, results with a map, and a choice filling the city form', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/geocode/autocomplete'))
      searches.push(new URL(request.url()).searchParams.get('text') ?? '');
  });
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova cidade' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Pesquisar localidade' }).click();

  const dialog = page.getByRole('dialog', { name: 'Pesquisa de localidade' });
  const input = dialog.getByLabel('Localidade');
  await expect(input).toBeFocused();
  await expect(dialog.getByText('Informe ao menos 3 caracteres para iniciar a busca')).toBeVisible();
  await input.fill('sa');
  await expect(dialog.getByText('Informe ao menos 3 caracteres para iniciar a busca')).toBeVisible();
  const select = dialog.getByRole('button', { name: 'Selecionar' });
  await expect(select).toBeDisabled();

  await input.fill('xyzxyz');
  await expect(dialog.getByText('Nenhuma localidade encontrada')).toBeVisible();
  await expect(dialog.getByText('Verifique os termos da busca e tente novamente')).toBeVisible();
  expect(searches).not.toContain('sa');

  await input.fill('campinas');
  const campinas = dialog.getByRole('radio', { name: /Campinas, SP, Brasil/ });
  await expect(campinas).toBeVisible();
  await expect(dialog.getByText('-22,905300; -47,065900')).toBeVisible();
  await expect(select).toBeDisabled();

  // Each result opens the map over the search, which stays as it was when the map closes.
  await dialog.getByRole('button', { name: 'Ver no mapa Campinas, SP, Brasil' }).click();
  const map = page.getByRole('dialog', { name: 'Campinas', exact: true });
  await expectMarker(map, 'Campinas', 'Campinas, SP, Brasil');
  await page.keyboard.press('Escape');
  await expect(map).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(campinas).toBeVisible();

  await campinas.check();
  await expect(select).toBeEnabled();
  await select.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/^Latitude/)).toHaveValue('-22,905300');
  await expect(page.getByLabel(/^Longitude/)).toHaveValue('-47,065900');
  await expect(page.getByLabel(/^Nome/)).toHaveValue('CAMPINAS');
  expect(searches).toEqual(['xyzxyz', 'campinas']);
});

test('a choice keeps the typed name, fills the coordinates, and the saved city has them', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova cidade' })).toBeVisible({ timeout: 30_000 });
  const form = formOf(page);
  await field(form, 'Nome').fill('Vila do Mapa');
  await field(form, 'Código IBGE').fill('9999996');
  await choose(page, form, 'UF', 'SP');
  await page.getByRole('button', { name: 'Pesquisar localidade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pesquisa de localidade' });
  await dialog.getByLabel('Localidade').fill('Avenida Paulista');
  await dialog.getByRole('radio', { name: /Avenida Paulista, Bela Vista, São Paulo - SP/ }).check();
  await dialog.getByRole('button', { name: 'Selecionar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(/^Nome/)).toHaveValue('VILA DO MAPA');
  const latitude = await page.getByLabel(/^Latitude/).inputValue();
  expect(latitude).toMatch(/^-23,\d+$/);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar cidade' })).toBeVisible();
  const id = Number(/cidades\/(\d+)\//.exec(page.url())?.[1]);
  const token = await apiLogin(page);
  const { body } = await apiCall<{ nome: string; latitude: number }>(page, `/v1/cidades/${id}`, { token });
  expect(body.nome).toBe('VILA DO MAPA');
  expect(body.latitude).toBeCloseTo(Number(latitude.replace(',', '.')), 6);
});

async function chooseLocality(page: Page, opener: string, text: string, label: RegExp): Promise<void> {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Pesquisa de localidade' });
  await dialog.getByLabel('Localidade').fill(text);
  await dialog.getByRole('radio', { name: label }).check();
  await dialog.getByRole('button', { name: 'Selecionar' }).click();
  await expect(dialog).toBeHidden();
}

test('route preview: the route drawn between two localities and the toll plazas on it, with the axle tariff and the total', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/pracas-pedagio');
  await expect(page.getByRole('heading', { level: 1, name: 'Praças de pedágio' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Prévia de rota' }).click();
  const drawer = page.getByRole('dialog', { name: 'Prévia de rota com pedágios' });
  const calculate = drawer.getByRole('button', { name: 'Calcular rota' });
  await expect(calculate).toBeDisabled();

  await chooseLocality(page, 'Escolher origem', 'São Paulo', /^São Paulo, SP, Brasil/);
  await chooseLocality(page, 'Escolher destino', 'Curitiba', /^Curitiba, PR, Brasil/);
  await expect(drawer.getByText('São Paulo', { exact: true })).toBeVisible();
  await choose(page, drawer, 'Eixos do veículo', '6 eixos');
  await calculate.click();

  await expect(drawer.locator('path.map-route')).toBeVisible();
  // Origin and destination pinned; each plaza of the table marked on the route.
  await expect(drawer.locator('.leaflet-marker-icon')).toHaveCount(2);
  await expect(drawer.locator('.leaflet-marker-icon').first()).toBeVisible();
  const table = drawer.getByRole('table');
  // Régis Bittencourt (BR-116): R$ 4,30 per axle, R$ 25,80 for 6 axles.
  const miracatu = table.getByRole('row', { name: /PRAÇA DE PEDÁGIO DE MIRACATU/ });
  await expect(miracatu).toContainText('BR-116');
  await expect(miracatu).toContainText('R$ 25,80');
  await expect(table.getByRole('columnheader', { name: 'Valor (6 eixos)' })).toBeVisible();

  const values = await table.locator('tbody td.toll-route__money').allTextContents();
  expect(values.length).toBeGreaterThanOrEqual(5);
  await expect(drawer.locator('path.map-toll')).toHaveCount(values.length);
  const cents = values.reduce((sum, text) => sum + Number(text.replace(/[^\d]/g, '')), 0);
  const total = `R$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`.replace(
    ' ',
    '\u00a0',
  );
  await expect(table.getByRole('row', { name: /Total/ })).toContainText(total);
  // A wide drawer: the map beside the table, and the total always in sight at the bottom.
  const map = (await drawer.getByRole('region', { name: 'Mapa da rota' }).boundingBox())!;
  const plazas = (await table.boundingBox())!;
  expect(plazas.x).toBeGreaterThanOrEqual(map.x + map.width);
  const summary = drawer.locator('.toll-route__summary');
  await expect(summary).toContainText(`Total de pedágios${total}`);
  await expect(summary).toBeInViewport({ ratio: 1 });
  await expect(drawer.getByText(/km$/)).toBeVisible();
});
