import type { Locator, Page } from '@playwright/test';
import type { PermissaoInput } from '../../generated/api/model';
import { expect, test } from './test';
import { apiCall, apiLogin, signInAs } from './support';
import { recordLink, rowMenuItem } from './row-menu';

/**
 * The plan's module selection (all modules at once, BASICO locked, the total in R$ in sight), the
 * permission matrix of routines × actions (a row, a column, select all, clear, apply, saved codes grouped
 * after a reload)
 * and the deletion of front-end routines (DEL_FRONT_ROT), in Chromium against the embedded mock API.
 */

// Each test walks several screens; the list and dialog data come from the mock API in the page.
test.describe.configure({ timeout: 90_000 });

/** Waits for data the mock API answers (a refetch after a change; a first list). */
const DATA = { timeout: 20_000 };

function moduleDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Seleção de módulos' });
}

function actionDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Seleção de ações' });
}

/** The codes shown under one routine (form or view). */
function shownGroup(page: Page, routine: string): Locator {
  return page.getByRole('main').getByRole('group', { name: routine, exact: true });
}

test('module selection: every module at once, BASICO ticked and locked, the total in R$ in sight, and the plan saves', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/planos/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo plano' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Descrição/).fill('Plano dos módulos e2e');
  const valor = page.getByLabel(/^Valor mensal/);
  await valor.click();
  await valor.pressSequentially('249,90');

  // Saved without modules (so without BASICO): refused at the field.
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('.resource-field').filter({ hasText: 'Campo obrigatório' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/planos\/novo$/);

  // All 12 active modules without a pager; BASICO already in, and locked.
  await page.getByRole('button', { name: /Selecionar módulos/ }).click();
  const dialog = moduleDialog(page);
  await expect(dialog.getByRole('checkbox')).toHaveCount(12);
  await expect(dialog.getByRole('navigation', { name: 'Paginação dos módulos' })).toHaveCount(0);
  const basic = dialog.getByRole('checkbox', { name: 'BASICO - MÓDULO BÁSICO' });
  await expect(basic).toBeChecked();
  await expect(basic).toBeDisabled();
  await expect(dialog.getByText('Sempre incluído')).toBeVisible();
  await expect(dialog.getByText('1 módulo selecionado')).toBeVisible();

  // The total and 'Aplicar' stay in sight while the list scrolls.
  const summary = dialog.locator('.module-picker__summary');
  await dialog.getByRole('checkbox', { name: /^CTE - / }).check();
  await expect(dialog.getByText('2 módulos selecionados')).toBeVisible();
  await expect(summary).toContainText('R$ 239,80');
  await dialog.getByRole('checkbox', { name: /^ROTEIRIZACAO - / }).check();
  await dialog.getByLabel('Pesquisar módulo').fill('aplicativo');
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: /^MOBILE - / }).check();
  await expect(dialog.getByText('4 módulos selecionados')).toBeVisible();
  await expect(summary).toContainText('R$ 349,60');
  await expect(summary).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();

  const chosen = page.getByRole('table', { name: 'Módulos selecionados' });
  await expect(chosen.getByRole('row')).toHaveCount(6);
  await expect(chosen.getByRole('row').last()).toContainText('Total dos módulosR$ 349,60');
  // BASICO cannot be removed in the form either.
  await expect(page.getByRole('button', { name: 'Remover BASICO - MÓDULO BÁSICO' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Remover MOBILE - / }).click();
  await expect(chosen.getByRole('row').last()).toContainText('R$ 309,70');
  await page.getByRole('button', { name: /Selecionar módulos/ }).click();
  await moduleDialog(page)
    .getByRole('checkbox', { name: /^MOBILE - / })
    .check();
  await moduleDialog(page).getByRole('button', { name: 'Aplicar' }).click();
  await expect(moduleDialog(page)).toBeHidden();

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planos\/\d+\/consulta$/, { timeout: 15_000 });
  const saved = page.getByRole('table', { name: 'Módulos selecionados' });
  await expect(saved).toContainText('BASICO - MÓDULO BÁSICO');
  await expect(saved.getByRole('row').last()).toContainText('Total dos módulosR$ 349,60');
});

test('permission matrix: a row, a column, all and none; the saved codes come back grouped by routine after a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/permissoes/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova permissão' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel(/^Descrição/).fill('Perfil do seletor e2e');

  await page.getByRole('button', { name: /Selecionar ações/ }).click();
  const dialog = actionDialog(page);
  const matrix = dialog.getByRole('table', { name: 'Ações por rotina' });
  await expect(matrix.getByRole('checkbox', { name: 'CIDADES: Consultar' })).toBeVisible();
  // The whole matrix fits the dialog's width; 'Aplicar' is at the bottom, never over the matrix.
  const scroller = dialog.locator('.permission-picker__matrix');
  expect(await scroller.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  const apply = dialog.getByRole('button', { name: 'Aplicar' });
  await expect(apply).toBeInViewport({ ratio: 1 });
  expect((await apply.boundingBox())!.y).toBeGreaterThanOrEqual(
    (await scroller.boundingBox())!.y + (await scroller.boundingBox())!.height,
  );

  const cells = matrix.getByRole('checkbox', { name: /^[^:]+: / });
  const checked = dialog.locator('input[type="checkbox"]:checked');
  await dialog.getByRole('button', { name: 'Selecionar todas' }).click();
  await expect(dialog.getByText(/^\d+ ações selecionadas$/)).toBeVisible();
  const count = await cells.count();
  expect(count).toBeGreaterThan(50);
  await expect(dialog.getByText(`${count} ações selecionadas`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Limpar' }).click();
  await expect(dialog.getByText('Nenhuma ação selecionada')).toBeVisible();
  await expect(checked).toHaveCount(0);

  // The search narrows the routines; the row toggle takes all of a routine's actions.
  await dialog.getByLabel('Pesquisar rotina').fill('países');
  await expect(matrix.getByRole('checkbox', { name: 'CIDADES: Consultar' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Todas as ações de PAÍSES' }).check();
  await dialog.getByLabel('Pesquisar rotina').fill('');
  // A column over every routine, then undone.
  await dialog.getByRole('checkbox', { name: 'Importar em todas as rotinas listadas' }).check();
  await expect(matrix.getByRole('checkbox', { name: 'NCMS: Importar' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Importar em todas as rotinas listadas' }).uncheck();
  await expect(matrix.getByRole('checkbox', { name: 'PAÍSES: Importar' })).not.toBeChecked();
  // From the keyboard: Space ticks the focused cell.
  await matrix.getByRole('checkbox', { name: 'CIDADES: Consultar' }).focus();
  await page.keyboard.press('Space');
  await matrix.getByRole('checkbox', { name: 'CIDADES: Importar' }).check();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();

  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID', 'IMPORTA_CID']);
  await expect(shownGroup(page, 'PAÍSES').locator('code')).toContainText(['CON_PAIS', 'NOV_PAIS']);
  await expect(shownGroup(page, 'PAÍSES').locator('code', { hasText: 'IMPORTA_PAIS' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Remover IMPORTA_CID' }).click();
  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID']);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/permissoes\/\d+\/consulta$/, { timeout: 15_000 });
  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID']);
  const id = page.url().split('/').at(-2);

  // After a reload, the edit form shows the saved codes grouped by routine, and the matrix ticks them.
  await page.goto(`/dashboard/permissoes/${id}/edita`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar permissão' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID']);
  await expect(shownGroup(page, 'PAÍSES').locator('code')).toContainText(['CON_PAIS', 'ALT_PAIS']);
  await page.getByRole('button', { name: /Selecionar ações/ }).click();
  await expect(actionDialog(page).getByRole('checkbox', { name: 'CIDADES: Consultar' })).toBeChecked();
  await expect(actionDialog(page).getByRole('checkbox', { name: 'CIDADES: Incluir' })).not.toBeChecked();
  await expect(
    actionDialog(page).getByRole('checkbox', { name: 'Todas as ações de CIDADES' }),
  ).toHaveJSProperty('indeterminate', true);
});

test('front routine deletion: a confirmation naming the routine, the toast, and the list and view follow', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/rotinas-front-end?busca=%2Fdashboard%2Fbancos');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotinas front-end' })).toBeVisible({
    timeout: 30_000,
  });
  const name = 'BANCOS - INCLUSÃO';
  await expect(page.getByRole('button', { name: `Mais ações ${name}`, exact: true })).toBeVisible(DATA);
  await (await rowMenuItem(page, name, 'Excluir')).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir rotina front-end' });
  await expect(dialog).toContainText(`Deseja excluir a rotina front-end ${name}?`);
  await expect(dialog).toContainText('/dashboard/bancos/novo');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Rotina front-end excluída com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(recordLink(page, name)).toHaveCount(0, DATA);
  await expect(recordLink(page, 'BANCOS - LISTAGEM')).toBeVisible();

  // From the view page (the routine's name opens it): back to the list afterwards, as it was left.
  await recordLink(page, 'BANCOS - LISTAGEM').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar rotina front-end' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Excluir rotina front-end' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/rotinas-front-end\?busca=%2Fdashboard%2Fbancos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rotinas front-end' })).toBeVisible();

  // Still gone after a reload (the mock API keeps its data).
  await page.goto('/dashboard/rotinas-front-end?busca=%2Fdashboard%2Fbancos');
  await expect(page.getByRole('table').getByRole('link', { name: /^BANCOS - / })).toHaveCount(2, DATA);
  await expect(recordLink(page, name)).toHaveCount(0);
});

test('a user without DEL_FRONT_ROT sees front routines without any delete action', async ({ page }) => {
  // suporte@ gets CON_FRONT_ROT (not DEL_FRONT_ROT) through the mock API.
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  const profiles = await apiCall<{
    items: Array<{ id: number; descricao: string; admin: boolean; acoes: string[] }>;
  }>(page, '/v1/permissoes?filtros=SUPORTE&limitePagina=10', { token });
  const suporte = profiles.body.items.find((profile) => profile.descricao === 'SUPORTE NÍVEL 1')!;
  const changed = await apiCall<unknown, PermissaoInput>(page, `/v1/permissoes/${suporte.id}`, {
    method: 'PUT',
    token,
    json: { descricao: suporte.descricao, admin: suporte.admin, acoes: [...suporte.acoes, 'CON_FRONT_ROT'] },
  });
  expect(changed.status).toBe(200);
  await page.goto('/');

  await signInAs(page, 'suporte@retaguarda.dev', '/dashboard/rotinas-front-end?busca=%2Fdashboard%2Fcidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotinas front-end' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('link', { name: 'Consultar CIDADES - LISTAGEM' })).toBeVisible(DATA);
  // Consultar is the one action of the row: no '⋯' menu, so no Excluir either.
  await expect(page.getByRole('button', { name: /^Mais ações / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Consultar CIDADES - LISTAGEM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar rotina front-end' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/dashboard/cidades');
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});
