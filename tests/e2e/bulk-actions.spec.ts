import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, test } from './test';
import { expectNoViolations } from './a11y/axe';
import { expectFocusRing, tabTo } from './a11y/keyboard';
import { apiCall, apiLogin, expectSettled, signInAs } from './support';

/**
 * Bulk actions on a resource list in Chromium (issue 22): a staff member selects rows, inactivates them
 * with one reason and reads the summary, and exports only the selected rows; the selection's bar and
 * drawer fit a desktop and a phone and pass axe.
 */

test.describe.configure({ timeout: 90_000 });

const REASON = 'Cidades sem movimento há mais de dois anos';

async function openCities(page: Page): Promise<void> {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
}

/** The rows' checkboxes ('Selecionar <nome>'), without the page's one. */
function rowBoxes(page: Page): Locator {
  return page.getByRole('table').getByRole('checkbox', { name: /^Selecionar (?!todos desta página$)/ });
}

/** The names of the first `count` rows, read from their checkboxes. */
async function firstNames(page: Page, count: number): Promise<string[]> {
  const labels = await rowBoxes(page).evaluateAll((boxes) =>
    boxes.map((box) => box.getAttribute('aria-label') ?? ''),
  );
  return labels.slice(0, count).map((label) => label.replace(/^Selecionar /, ''));
}

function rowOf(page: Page, name: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true }) });
}

test('a staff member selects three cities and inactivates them with one reason: the summary, the rows and each history', async ({
  page,
}) => {
  await openCities(page);
  const names = await firstNames(page, 3);
  for (const name of names)
    await page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true }).check();
  const bar = page.getByRole('group', { name: 'Ações da seleção' });
  await expect(bar.getByRole('status')).toHaveText('3 selecionados');
  await expect(page.getByRole('checkbox', { name: 'Selecionar todos desta página' })).toHaveJSProperty(
    'indeterminate',
    true,
  );

  await bar.getByRole('button', { name: 'Inativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inativar registros' });
  await expect(dialog).toContainText('3 serão inativados.');
  await expect(dialog.getByLabel('Motivo')).toBeFocused();
  await dialog.getByLabel('Motivo').fill(REASON);
  await dialog.getByRole('button', { name: 'Inativar' }).click();
  await expect(dialog.getByRole('status')).toContainText('3 inativados');
  await dialog.getByRole('button', { name: 'Fechar' }).last().click();
  await expect(dialog).toBeHidden();

  for (const name of names) await expect(rowOf(page, name)).toContainText('Inativo');
  await expect(page.getByRole('group', { name: 'Ações da seleção' })).toHaveCount(0);
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ id: number; nome: string }> }>(
    page,
    '/v1/cidades?situacao=LOCK&limitePagina=100',
    { token },
  );
  for (const name of names) {
    const city = body.items.find((item) => item.nome.toUpperCase() === name.toUpperCase());
    expect(city, `${name} is inactive`).toBeDefined();
    const status = await apiCall<{ historico: Array<{ motivo: string }> }>(
      page,
      `/v1/cidades/busca-status-cadastro/${city!.id}`,
      { token },
    );
    expect(status.body.historico[0].motivo).toBe(REASON.toUpperCase());
  }
});

test('Exportar seleção downloads a sheet with only the selected rows', async ({ page }) => {
  await openCities(page);
  const names = await firstNames(page, 5);
  const chosen = [names[1], names[3]];
  for (const name of chosen)
    await page.getByRole('checkbox', { name: `Selecionar ${name}`, exact: true }).check();
  const bar = page.getByRole('group', { name: 'Ações da seleção' });
  await bar.getByRole('button', { name: 'Exportar seleção' }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('menu', { name: 'Exportar seleção' })
      .getByRole('menuitem', { name: 'Exportar Excel' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cidades-\d{8}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: string[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) rows.push((row.values as unknown[]).map(String).join(' | '));
  });
  expect(rows).toHaveLength(2);
  for (const [index, name] of chosen.entries())
    expect(rows[index].toUpperCase()).toContain(name.toUpperCase());
});

test('the selection from the keyboard (Space, a visible focus ring), its bar and drawer fit 1366 and 390 px and pass axe', async ({
  page,
}) => {
  await openCities(page);
  const box = page.getByRole('checkbox', { name: 'Selecionar todos desta página' });
  await tabTo(page, box, { max: 60 });
  await expectFocusRing(box);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  const first = rowBoxes(page).first();
  // Past the header's sort buttons.
  await tabTo(page, first, { max: 15 });
  await expectFocusRing(first);
  await page.keyboard.press('Space');
  await expect(first).not.toBeChecked();
  const bar = page.getByRole('group', { name: 'Ações da seleção' });
  await expect(bar.getByRole('status')).toHaveText('9 selecionados');
  await expectNoViolations(page, 'the cities list with a selection');

  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 768 : 844 });
    await expect(bar).toBeVisible();
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits, `the page is no wider than ${width} px`).toBe(true);
    // The bar sits above the table (on a phone, the cards), in the page's flow: it covers no row.
    const barBox = (await bar.boundingBox())!;
    const records = page
      .getByRole('table', { name: 'Cidades' })
      .or(page.getByRole('list', { name: 'Cidades' }));
    const tableBox = (await records.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(tableBox.y);
    for (const button of await bar.getByRole('button').all()) {
      const place = (await button.boundingBox())!;
      expect(place.x + place.width, `${await button.textContent()} inside ${width} px`).toBeLessThanOrEqual(
        width,
      );
    }
    await page.screenshot({ path: test.info().outputPath(`bulk-bar-${width}.png`), fullPage: true });
  }

  await bar.getByRole('button', { name: 'Ativar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Ativar registros' });
  await expect(dialog).toContainText('9 já estão ativos e serão ignorados: nada a fazer.');
  await expect(dialog.getByRole('button', { name: 'Ativar', exact: true })).toBeDisabled();
  await expectNoViolations(page, 'the bulk activation drawer', '[role="dialog"]');
  await page.screenshot({ path: test.info().outputPath('bulk-drawer-390.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 1366, height: 768 });
  await bar.getByRole('button', { name: 'Inativar' }).click();
  const lock = page.getByRole('dialog', { name: 'Inativar registros' });
  await lock.getByLabel('Motivo').fill(REASON);
  await lock.getByRole('button', { name: 'Inativar' }).click();
  await expect(lock.getByRole('status')).toContainText('9 inativados');
  await expectNoViolations(page, 'the bulk lock summary', '[role="dialog"]');
  await page.screenshot({ path: test.info().outputPath('bulk-summary-1366.png') });
});
