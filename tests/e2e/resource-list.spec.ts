import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { openPicker, signInAs } from './support';
import { findListWidthProblems } from './visual/list-width-checks';

/**
 * The generic list in Chromium (issue 4): column order and visibility survive a reload (saved per user
 * through colunas-usuarios), the URL keeps tab, search, page size and filters across reload and back, and
 * the branch / unit 'Filtros' take a company (and branch) and reset to empty with tab Todos.
 */

test.describe.configure({ timeout: 90_000 });

/** The column titles (the selection's column, first, has a checkbox for a header and no title). */
function headers(page: Page) {
  return page.getByRole('table').getByRole('columnheader').filter({ hasText: /\S/ });
}

async function openList(page: Page, path: string, title: string): Promise<void> {
  await signInAs(page, 'admin@retaguarda.dev', path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

test('column order and visibility are saved for the user and survive a reload; Redefinir padrão restores them', async ({
  page,
}) => {
  await openList(page, '/dashboard/cidades', 'Cidades');
  await expect(headers(page).first()).toHaveText(/Código IBGE/);
  await expect(headers(page).filter({ hasText: /^UF$/ })).toHaveCount(1);

  await page.getByRole('button', { name: 'Configurar colunas' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurar colunas' });
  await drawer.getByLabel('UF', { exact: true }).uncheck();
  await drawer.getByRole('button', { name: 'Mover Nome para cima' }).click();
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(drawer).toBeHidden();
  await expect(headers(page).first()).toHaveText(/Nome/);

  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(headers(page).first()).toHaveText(/Nome/);
  await expect(headers(page).filter({ hasText: /^UF$/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Configurar colunas' }).click();
  await drawer.getByRole('button', { name: 'Redefinir padrão' }).click();
  await drawer.getByRole('button', { name: 'Redefinir', exact: true }).click();
  await expect(headers(page).first()).toHaveText(/Código IBGE/);
  await page.reload();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await expect(headers(page).first()).toHaveText(/Código IBGE/);
  await expect(headers(page).filter({ hasText: /^UF$/ })).toHaveCount(1);
});

test('the URL keeps tab, search, page size and filters: reload and back restore the list', async ({
  page,
}) => {
  await openList(page, '/dashboard/cidades', 'Cidades');
  await page.getByRole('tab', { name: 'Ativos', exact: true }).click();
  await expect(page).toHaveURL(/situacao=ativos/);
  await page.getByLabel('Itens por página').selectOption('25');
  await expect(page).toHaveURL(/limite=25/);
  await page.getByLabel('Pesquisar').fill('sao');
  await expect(page).toHaveURL(/busca=sao/);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await filters.getByLabel('UF').selectOption('SP');
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/uf=SP/);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('SP');

  await page.reload();
  await expect(rows.nth(1)).toContainText('SP', { timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Ativos', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Pesquisar')).toHaveValue('sao');
  await expect(page.getByLabel('Itens por página')).toHaveValue('25');
  await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();

  // Back undoes the filter, then the page size (the search replaced its history entry).
  await page.goBack();
  await expect(page).not.toHaveURL(/uf=SP/);
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/limite=25/);
  // A URL without a size opens with the size the user last chose on this list.
  await expect(page.getByLabel('Itens por página')).toHaveValue('25');
});

test("units take a company and a branch of it in 'Filtros'; 'Limpar filtros' empties them and goes back to Todos", async ({
  page,
}) => {
  await openList(page, '/dashboard/unidades', 'Unidades');
  await page.getByRole('tab', { name: 'Inativos' }).click();
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await expect(filters.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();
  await expect(filters.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await expect(filters.getByLabel('Filial')).toBeDisabled();

  const company = (await openPicker(page, filters.getByLabel('Cliente'))).getByRole('option').first();
  const companyName = (await company.innerText()).trim();
  await company.click();
  await (await openPicker(page, filters.getByLabel('Filial'))).getByRole('option').first().click();
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/empresaId=\d+/);
  await expect(page).toHaveURL(/filialId=\d+/);
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)' })).toBeVisible();

  await page.getByRole('tab', { name: 'Todos' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  for (const row of await rows.all())
    if ((await row.getByRole('cell').count()) > 1) await expect(row).toContainText(companyName);

  await page.getByRole('tab', { name: 'Inativos' }).click();
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await filters.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/empresaId|filialId|situacao/);
  await expect(page.getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
});

test("branches take a company in 'Filtros'", async ({ page }) => {
  await openList(page, '/dashboard/filiais', 'Filiais');
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  await expect(filters.getByLabel('Filial')).toHaveCount(0);
  await filters.getByLabel('Cliente').focus();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').getByRole('option').first().click();
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/empresaId=\d+/);
  await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();
});

test("a branch's row at 1366 px: its name opens it, values are never broken, the actions stay in sight, the company filter is a chip", async ({
  page,
}) => {
  await openList(page, '/dashboard/filiais', 'Filiais');
  const table = page.getByRole('table');
  const row = table.getByRole('row').nth(1);
  // The first branch, not the loading skeleton: its name is a link.
  await expect(row.locator('.resource-table__record-link')).toBeVisible();
  // Values that read only whole (the code, the CPF/CNPJ, the type) sit on one line; the three names beside
  // them share the rest of the row, whole, in as many lines as they need.
  const linesOf = (cell: Locator) =>
    cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set(
        [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)),
      );
      return tops.size;
    });
  for (const cell of await row.locator('td.resource-table__cell--nowrap').all())
    expect(await linesOf(cell)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(findListWidthProblems, 1366)).toEqual([]);
  const region = page.locator('.resource-list__scroll');
  const { scrollWidth, clientWidth } = await region.evaluate((box) => ({
    scrollWidth: box.scrollWidth,
    clientWidth: box.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await expect(row.getByRole('button', { name: /^Mais ações / })).toBeInViewport();

  // A company filter reads as its name in a chip; removing the chip removes the filter.
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const filters = page.getByRole('dialog', { name: 'Filtros' });
  const company = (await openPicker(page, filters.getByLabel('Cliente'))).getByRole('option').first();
  const companyName = (await company.innerText()).trim();
  await company.click();
  await filters.getByRole('button', { name: 'Aplicar' }).click();
  const chips = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(chips.getByText(`Cliente: ${companyName}`)).toBeVisible();
  await chips.getByRole('button', { name: `Remover filtro Cliente: ${companyName}` }).click();
  await expect(chips).toHaveCount(0);
  await expect(page).not.toHaveURL(/empresaId=/);

  // The name opens the view page.
  const name = table.getByRole('row').nth(1).locator('.resource-table__record-link');
  await name.click();
  await expect(page).toHaveURL(/\/dashboard\/filiais\/\d+\/consulta$/);
});

test('the page size chosen on a list is what its next visit opens with', async ({ page }) => {
  await openList(page, '/dashboard/aliquotas-icms', 'Alíquotas de ICMS');
  await page.getByRole('combobox', { name: 'Itens por página' }).selectOption('50');
  await expect(page.getByText(/^1–50 de \d+$/)).toBeVisible();
  await page.goto('/dashboard/cidades');
  await expect(page.getByText(/^1–10 de \d+$/)).toBeVisible({ timeout: 30_000 });
  await page.goto('/dashboard/aliquotas-icms');
  await expect(page.getByText(/^1–50 de \d+$/)).toBeVisible({ timeout: 30_000 });
  expect(new URL(page.url()).searchParams.get('limite')).toBeNull();
});

test('a cold visit of a list asks for its rows once, in the size the user last chose there', async ({
  page,
}) => {
  await openList(page, '/dashboard/aliquotas-icms', 'Alíquotas de ICMS');
  await page.getByRole('combobox', { name: 'Itens por página' }).selectOption('25');
  await expect(page.getByText(/^1–25 de \d+$/)).toBeVisible();
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/v1/aliquotas-icms')) asked.push(url);
  });
  await page.reload();
  await expect(page.getByText(/^1–25 de \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(26);
  expect(asked.map((url) => url.searchParams.get('limitePagina'))).toEqual(['25']);
});

test('a long page: the next page (or a page size) chosen under it opens at its first row, below the top bar, and every row of it comes in', async ({
  page,
}) => {
  await openList(page, '/dashboard/cidades?limite=100', 'Cidades');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(101);
  // The pagination is under the 100th row: clicking it scrolls the page down to it.
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^101–\d+ de \d+$/)).toBeVisible();
  const tableBox = await page.getByRole('table').boundingBox();
  const topBar = await page.getByRole('banner').boundingBox();
  expect(tableBox!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
  expect(tableBox!.y).toBeLessThan(topBar!.y + topBar!.height + 40);
  await expect(rows.nth(1)).toBeInViewport();
  const total = Number((await page.getByText(/^101–\d+ de \d+$/).textContent())!.match(/de (\d+)$/)![1]);
  await expect(rows).toHaveCount(Math.min(total, 200) - 100 + 1);
  await expect(page.getByRole('table')).not.toHaveAttribute('aria-rowcount');

  // A page size chosen down there starts at the first row too.
  await page.getByLabel('Itens por página').selectOption('50');
  await expect(page.getByText(/^1–50 de \d+$/)).toBeVisible();
  const afterSize = await page.getByRole('table').boundingBox();
  expect(afterSize!.y).toBeGreaterThanOrEqual(topBar!.y + topBar!.height);
  expect(afterSize!.y).toBeLessThan(topBar!.y + topBar!.height + 40);
});

test('a pointer resting on the next page asks for it before the click, and the click asks nothing more', async ({
  page,
}) => {
  await openList(page, '/dashboard/cidades', 'Cidades');
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith('/v1/cidades')) asked.push(url);
  });
  const pageTwo = () => asked.filter((url) => url.searchParams.get('pagina') === '2');
  await page.getByRole('button', { name: 'Próxima página' }).hover();
  await expect.poll(() => pageTwo().length).toBe(1);
  await expect(page.getByText(/^1–10 de \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^11–20 de \d+$/)).toBeVisible();
  expect(pageTwo()).toHaveLength(1);
});
