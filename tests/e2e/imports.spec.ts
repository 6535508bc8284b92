import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openWizard, send, templateWith, XLSX } from './import-steps';
import { signInAs } from './support';

/**
 * The spreadsheet import wizard in Chromium (issue 6): template download, .xlsx check before sending,
 * upload with an idEvento, live progress until the socket's SUCESSO / ERRO, the list refreshed without a
 * reload, and the outcome still delivered (toast) when the drawer was closed meanwhile.
 */

test.describe.configure({ timeout: 90_000 });

const FIXTURES = fileURLToPath(new URL('../fixtures', import.meta.url));

type MockWindow = { retaguardaMock: { setLatency: (ms: number) => void } };

async function openCities(page: Page, search: string): Promise<void> {
  await signInAs(page, 'admin@retaguarda.dev', `/dashboard/cidades?busca=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
}

/** Import calls the page makes (the service worker answers them, the page still sends them). */
function recordImports(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/importa-')) calls.push(request.url());
  });
  return calls;
}

test('a sheet made from the downloaded template imports two new cities; the list shows them without a reload', async ({
  page,
}) => {
  await openCities(page, 'Gramado');
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const drawer = await openWizard(page);
  const sheet = await templateWith(drawer, [
    ['4309100', 'Gramado', 'RS', -29.3734, -50.8762],
    ['5002209', 'Bonito', 'MS', -21.1261, -56.4836],
  ]);
  await send(drawer, { name: 'novas-cidades.xlsx', buffer: sheet });

  await expect(drawer.getByRole('status').filter({ hasText: 'Importação de cidades concluída' })).toBeVisible(
    { timeout: 15_000 },
  );
  await expect(drawer.getByText('2 linhas importadas: 2 incluídas e 0 alteradas.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const rows = page.getByRole('table', { name: 'Cidades' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Gramado' })).toHaveCount(1);
  await page.getByLabel('Pesquisar').fill('Bonito');
  await expect(rows.filter({ hasText: 'MS' }).filter({ hasText: 'Bonito' })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

test("a sheet with invalid rows shows 'Erro ao importar cidades' and the row errors; nothing is written", async ({
  page,
}) => {
  await openCities(page, 'Socorro - SP');
  const drawer = await openWizard(page);
  await send(drawer, {
    name: 'cidades-com-erros.xlsx',
    buffer: readFileSync(join(FIXTURES, 'cidades-com-erros.xlsx')),
  });

  await expect(drawer.getByRole('alert')).toHaveText(/Erro ao importar cidades/, { timeout: 15_000 });
  const errors = drawer.getByRole('table', { name: 'Erros da planilha' }).getByRole('row');
  await expect(errors).toHaveCount(5);
  await expect(errors.nth(1)).toHaveText(/3\s*Código IBGE\s*Código inválido/);
  await expect(errors.nth(2)).toHaveText(/4\s*UF\s*UF inválida/);
  await expect(errors.nth(3)).toHaveText(/5\s*Nome\s*Campo obrigatório/);
  await expect(errors.nth(4)).toHaveText(/6\s*Latitude\s*Número inválido/);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByLabel('Pesquisar').fill('Socorro');
  const rows = page.getByRole('table', { name: 'Cidades' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Nossa Senhora do Socorro' })).toHaveCount(1); // the search ran
  await expect(rows.filter({ hasText: /3552106/ })).toHaveCount(0); // Socorro - SP, the valid row, was not written
});

test('a wrong file is refused at the field before anything is sent: a .csv, and a text file named .xlsx', async ({
  page,
}) => {
  await openCities(page, 'Holambra');
  const calls = recordImports(page);
  const drawer = await openWizard(page);
  const input = drawer.getByLabel('Planilha (.xlsx)');
  await expect(input).toHaveAttribute('accept', '.xlsx');
  const button = drawer.getByRole('button', { name: 'Importar planilha' });

  await input.setInputFiles({
    name: 'cidades.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Código IBGE;Nome;UF\n3519055;Holambra;SP\n'),
  });
  await expect(drawer.getByRole('alert')).toHaveText(
    'O arquivo cidades.csv não é uma planilha .xlsx. Escolha uma planilha .xlsx.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(button).toBeDisabled();

  await input.setInputFiles({
    name: 'planilha-falsa.xlsx',
    mimeType: XLSX,
    buffer: readFileSync(join(FIXTURES, 'planilha-falsa.xlsx')),
  });
  await expect(drawer.getByRole('alert')).toHaveText(
    /^O arquivo planilha-falsa\.xlsx tem a extensão \.xlsx, mas o conteúdo não é de uma planilha \.xlsx/,
  );
  await expect(button).toBeDisabled();
  expect(calls).toEqual([]);
});

test('closing the drawer while the import runs still brings the outcome: a toast, a notification and the refreshed list', async ({
  page,
}) => {
  await openCities(page, 'Holambra');
  const bell = page.getByRole('button', { name: /^Notificações, / });
  await expect(bell).toHaveAccessibleName(/^Notificações, \d+ não lidas?$/);
  const unreadBefore = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
  const drawer = await openWizard(page);
  // The API answers slowly: the import is still under way when the drawer is closed and reopened.
  await page.evaluate(() => (window as unknown as MockWindow).retaguardaMock.setLatency(4000));
  await send(drawer, {
    name: 'cidades-validas.xlsx',
    buffer: readFileSync(join(FIXTURES, 'cidades-validas.xlsx')),
  });
  await expect(drawer.getByRole('progressbar', { name: 'Importação de cidades em andamento' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(drawer.getByRole('progressbar', { name: 'Importação de cidades em andamento' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Importar planilha' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(drawer).toBeHidden();
  await page.evaluate(() => (window as unknown as MockWindow).retaguardaMock.setLatency(0));

  await expect(
    page.getByText('Importação de cidades concluída. 4 linhas importadas: 3 incluídas e 1 alterada.'),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(
    page.getByRole('table', { name: 'Cidades' }).getByRole('row').filter({ hasText: 'Holambra' }),
  ).toHaveCount(1);
  await expect(bell).toHaveAccessibleName(`Notificações, ${unreadBefore + 1} não lidas`);
});
