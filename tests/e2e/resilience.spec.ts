import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CidadeInput } from '../../generated/api/model';
import { expect, failedRequest, test } from './test';
import { openWizard, send } from './import-steps';
import { choose, field, formOf } from './resource-walk/form-steps';
import { apiCall, apiLogin, signInAs, waitForMockApi } from './support';
import { selectTab } from './tickets-support';

/**
 * The app keeps its promises when the user leaves a list and comes back, when the network drops, when
 * the page reloads, when a request is retried and when two tabs are open.
 */

test.describe.configure({ timeout: 90_000 });

const rows = (page: Page) => page.getByRole('table').getByRole('row');

async function expectListAt(page: Page, pathname: string, search: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe(pathname + search);
}

test('a list left on a search and a page comes back as it was by Voltar à lista, Cancelar, the routine hub and the side navigation', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Pesquisar').fill('sa');
  await expect(page).toHaveURL(/busca=sa/);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/busca=sa.*pagina=2|pagina=2.*busca=sa/);
  const left = new URL(page.url()).search;
  const firstOfPage = (await rows(page).nth(1).getByRole('link').first().textContent())!.trim();

  // Consultar → Voltar à lista.
  await rows(page).nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/consulta$/);
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await expectListAt(page, '/dashboard/cidades', left);
  await expect(page.getByLabel('Pesquisar')).toHaveValue('sa');
  await expect(rows(page).nth(1)).toContainText(firstOfPage);

  // Editar → Cancelar.
  await rows(page)
    .nth(1)
    .getByRole('link', { name: /^Editar / })
    .click();
  await expect(page).toHaveURL(/\/edita$/);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expectListAt(page, '/dashboard/cidades', left);

  // The side navigation's Rotinas, then the hub's Cidades.
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Rotinas' })
    .click();
  await page
    .getByRole('link', { name: /^Cidades/ })
    .first()
    .click();
  await expectListAt(page, '/dashboard/cidades', left);
  await expect(page.getByLabel('Pesquisar')).toHaveValue('sa');

  // The tickets list: a tab and a page, left for a ticket and found again by its back link and the side navigation.
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });
  await nav.getByRole('link', { name: 'Chamados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
  await expect(rows(page).nth(1)).toBeVisible();
  await selectTab(page, 'Todos');
  await expect(page).toHaveURL(/tab=TODOS/);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/tab=TODOS&pagina=2/);
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/detalhes$/);
  await page.getByRole('link', { name: 'Voltar para chamados' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chamados\?tab=TODOS&pagina=2$/);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await nav.getByRole('link', { name: 'Rotinas' }).click();
  await nav.getByRole('link', { name: 'Chamados' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chamados\?tab=TODOS&pagina=2$/);

  // A new session starts from the lists' first state.
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/todas-rotinas');
  await page
    .getByRole('link', { name: /^Cidades/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard\/cidades$/);
});

const liveConnections = (page: Page, userId: number) =>
  page.evaluate(
    (id) =>
      (
        window as unknown as { retaguardaMock: { liveConnections: (id: number) => number } }
      ).retaguardaMock.liveConnections(id),
    userId,
  );

const unreadCount = async (page: Page) => {
  const label = (await page.getByRole('button', { name: /^Notificações/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) não lida/.exec(label)?.[1] ?? 0);
};

test('offline, then online: the top bar says so, the live connection comes back at once and the next live event arrives', async ({
  page,
  context,
  expectConsole,
}) => {
  expectConsole({
    pattern: /^error: Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
    why: 'calls made while the browser is offline fail',
  });
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Notificações, \d+ não lidas/ })).toBeVisible();
  await expect.poll(() => liveConnections(page, 1)).toBe(1);
  const offline = page.getByRole('banner').getByText('Sem conexão');
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect.poll(() => liveConnections(page, 1)).toBe(0);

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect.poll(() => liveConnections(page, 1)).toBe(1);

  const before = await unreadCount(page);
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ id: number }> }>(page, '/v1/notificacoes?lido=false', {
    token,
  });
  expect(
    (await apiCall(page, `/v1/notificacoes/lido/${body.items[0].id}`, { method: 'PUT', token })).status,
  ).toBe(200);
  // Only the live event tells the page: nothing it shows asks for the count again.
  await expect(page.getByRole('button', { name: `Notificações, ${before - 1} não lidas` })).toBeVisible();
});

type MockControls = { failAfterCommit: (method: string, path: string, status: number) => void };

async function citiesWithCode(page: Page, codigoIbge: string): Promise<number[]> {
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ id: number }> }>(
    page,
    `/v1/cidades?filtros=${codigoIbge}`,
    { token },
  );
  return body.items.map((item) => item.id);
}

test('a save whose answer is lost after the server wrote it is sent again with the same key: one city, not two', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(504, 'the first answer to the save is lost on purpose, after the commit'));
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/v1/cidades'))
      keys.push(request.headers()['idempotency-key']);
  });
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova cidade' })).toBeVisible({ timeout: 30_000 });
  const form = formOf(page);
  await field(form, 'Nome').fill('Vila Idempotente');
  await field(form, 'Código IBGE').fill('9999970');
  await choose(page, form, 'UF', 'SP');
  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: MockControls }).retaguardaMock.failAfterCommit(
      'POST',
      '/v1/cidades',
      504,
    ),
  );

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar cidade' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const id = Number(/cidades\/(\d+)\//.exec(page.url())?.[1]);
  expect(await citiesWithCode(page, '9999970')).toEqual([id]);
  await expect(page.getByText('Erro ao salvar')).toHaveCount(0);
});

test('a reload right after a save shows it: a record and a column preference', async ({ page }) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
  await rows(page)
    .nth(1)
    .getByRole('link', { name: /^Editar / })
    .click();
  const form = formOf(page);
  await field(form, 'Nome').fill('Cidade Recarregada');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar cidade' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('CIDADE RECARREGADA').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/dashboard/cidades');
  await page.getByRole('button', { name: 'Configurar colunas' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurar colunas' });
  await drawer.getByLabel('UF', { exact: true }).uncheck();
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(drawer).toBeHidden();
  await page.reload();
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').getByRole('columnheader').filter({ hasText: /^UF$/ })).toHaveCount(0);
});

test("two tabs of the demo work on one database: neither loses the other's writes, before or after a reload", async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await waitForMockApi(page);
  const other = await context.newPage();
  await other.goto('/dashboard/cidades');
  await waitForMockApi(other);
  const token = await apiLogin(page);

  const create = (tab: Page, nome: string, codigoIbge: string) =>
    apiCall<{ id: number }, CidadeInput>(tab, '/v1/cidades', {
      method: 'POST',
      token,
      json: { nome, codigoIbge, uf: 'SP', latitude: -23.5, longitude: -46.6 },
    });
  expect((await create(page, 'Aba Um', '9999947')).status).toBe(201);
  expect((await create(other, 'Aba Dois', '9999939')).status).toBe(201);
  expect((await create(page, 'Aba Um Outra', '9999921')).status).toBe(201);

  for (const tab of [page, other]) {
    for (const code of ['9999947', '9999939', '9999921'])
      expect(await citiesWithCode(tab, code)).toHaveLength(1);
  }
  await other.close();
  await page.reload();
  await waitForMockApi(page);
  for (const code of ['9999947', '9999939', '9999921'])
    expect(await citiesWithCode(page, code)).toHaveLength(1);
});

const FIXTURES = fileURLToPath(new URL('../fixtures', import.meta.url));
type ImportControls = { setImportDelay: (ms: number) => void };

test('a reload while an import is being processed: the reloaded page still gets its outcome, the toast and the refreshed list', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades?busca=Holambra');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible({ timeout: 30_000 });
  // Processed 3 s after it is accepted: time for the reload to come first.
  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: ImportControls }).retaguardaMock.setImportDelay(3000),
  );
  const drawer = await openWizard(page);
  await send(drawer, {
    name: 'cidades-validas.xlsx',
    buffer: readFileSync(join(FIXTURES, 'cidades-validas.xlsx')),
  });
  await expect(drawer.getByText(/Importando cidades da planilha cidades-validas\.xlsx/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible({ timeout: 30_000 });
  // Its outcome arrives on the new page.
  await expect(page.getByText(/^Importação de cidades concluída\. 4 linhas importadas/)).toBeVisible({
    timeout: 15_000,
  });
  await expect(rows(page).filter({ hasText: 'Holambra' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  await expect(
    page
      .getByRole('dialog', { name: 'Importar cidades' })
      .getByText('4 linhas importadas: 3 incluídas e 1 alterada.'),
  ).toBeVisible();
});

test("a second tab's import refreshes this tab's list, and its outcome is shown once", async ({
  page,
  context,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades?busca=Holambra');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible({ timeout: 30_000 });
  const other = await context.newPage();
  await other.goto('/dashboard/cidades');
  await expect(other.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible({ timeout: 30_000 });
  const drawer = await openWizard(other);
  await send(drawer, {
    name: 'cidades-validas.xlsx',
    buffer: readFileSync(join(FIXTURES, 'cidades-validas.xlsx')),
  });
  await expect(drawer.getByText('Importação de cidades concluída')).toBeVisible({ timeout: 15_000 });

  // This tab neither started nor watched it: its list refreshes by itself, and the outcome shows in the
  // wizard that watched it, not as a toast here too.
  await expect(rows(page).filter({ hasText: 'Holambra' })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByText(/^Importação de cidades concluída/)).toHaveCount(0);
});
