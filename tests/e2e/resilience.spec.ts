import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiCall, apiLogin, signInAs } from './support';
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

test('a list left on a search and a page comes back as it was by Voltar à lista, Cancelar, the routine hub and the side navigation', async ({ page }) => {
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
  await rows(page).nth(1).getByRole('link', { name: /^Editar / }).click();
  await expect(page).toHaveURL(/\/edita$/);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expectListAt(page, '/dashboard/cidades', left);

  // The side navigation's Rotinas, then the hub's Cidades.
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Rotinas' }).click();
  await page.getByRole('link', { name: /^Cidades/ }).first().click();
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
  await page.getByRole('link', { name: /^Cidades/ }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/cidades$/);
});

const liveConnections = (page: Page, userId: number) =>
  page.evaluate((id) => (window as unknown as { retaguardaMock: { liveConnections: (id: number) => number } }).retaguardaMock.liveConnections(id), userId);

const unreadCount = async (page: Page) => {
  const label = (await page.getByRole('button', { name: /^Notificações/ }).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) não lida/.exec(label)?.[1] ?? 0);
};

test('offline, then online: the top bar says so, the live connection comes back at once and the next live event arrives', async ({ page, context, expectConsole }) => {
  expectConsole({ pattern: /^error: Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/, why: 'calls made while the browser is offline fail' });
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
  await expect(rows(page).nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /^Notificações, \d+ não lidas/ })).toBeVisible();
  await expect.poll(() => liveConnections(page, 1)).toBe(1);
  const offline = page.getByRole('status').filter({ hasText: 'Sem conexão' });
  await expect(offline).toHaveCount(0);

  await context.setOffline(true);
  await expect(offline).toBeVisible();
  await expect.poll(() => liveConnections(page, 1)).toBe(0);

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await expect.poll(() => liveConnections(page, 1)).toBe(1);

  const before = await unreadCount(page);
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ id: number }> }>(page, '/v1/notificacoes?lido=false', { token });
  expect((await apiCall(page, `/v1/notificacoes/lido/${body.items[0].id}`, { method: 'PUT', token })).status).toBe(200);
  // Only the live event tells the page: nothing it shows asks for the count again.
  await expect(page.getByRole('button', { name: `Notificações, ${before - 1} não lidas` })).toBeVisible();
});
