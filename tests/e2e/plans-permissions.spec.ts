import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, apiLogin, gotoAfterMockSave, signInAs } from './support';

/**
 * Issue 7 acceptance: the plan's module selection (with and without BASICO, the total in R$), the
 * permission action picker per routine (select all, clear, apply, saved codes grouped after a reload)
 * and the deletion of front-end routines (DEL_FRONT_ROT), in Chromium against the embedded mock API.
 */

// Each test walks several screens; the list and dialog data come from the mock API in the page.
test.describe.configure({ timeout: 90_000 });

const BASIC_REQUIRED = 'O módulo básico deve ser selecionado';
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

test('module selection: BASICO is required, the dialog and the form show the total in R$, and the plan saves', async ({ page }) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/planos/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo plano' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Descrição/).fill('Plano dos módulos e2e');
  const valor = page.getByLabel(/^Valor mensal/);
  await valor.click();
  await valor.pressSequentially('249,90');

  // Without BASICO the dialog refuses to apply.
  await page.getByRole('button', { name: /Selecionar módulos/ }).click();
  const dialog = moduleDialog(page);
  await expect(dialog.getByText('Página 1 de 2')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^CTE - / }).check();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(BASIC_REQUIRED);
  await expect(dialog).toBeVisible();

  // With BASICO, plus a module of the second page and one found by the search: the total follows.
  await dialog.getByRole('checkbox', { name: 'BASICO - MÓDULO BÁSICO' }).check();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByText('2 módulos selecionados')).toBeVisible();
  await expect(dialog.locator('.module-picker__summary')).toContainText('R$ 239,80');
  await dialog.getByRole('button', { name: 'Próxima página' }).click();
  await expect(dialog.getByText('Página 2 de 2')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /^ROTEIRIZACAO - / }).check();
  await dialog.getByLabel('Pesquisar módulo').fill('aplicativo');
  await expect(dialog.getByRole('checkbox')).toHaveCount(1);
  await dialog.getByRole('checkbox', { name: /^MOBILE - / }).check();
  await expect(dialog.getByText('4 módulos selecionados')).toBeVisible();
  await expect(dialog.locator('.module-picker__summary')).toContainText('R$ 349,60');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();

  const chosen = page.getByRole('table', { name: 'Módulos selecionados' });
  await expect(chosen.getByRole('row')).toHaveCount(6);
  await expect(chosen.getByRole('row').last()).toContainText('Total dos módulosR$ 349,60');

  // The form refuses a choice without BASICO too.
  await page.getByRole('button', { name: 'Remover BASICO - MÓDULO BÁSICO' }).click();
  await expect(chosen.getByRole('row').last()).toContainText('R$ 199,70');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('.resource-field').filter({ hasText: BASIC_REQUIRED })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/planos\/novo$/);

  await page.getByRole('button', { name: /Selecionar módulos/ }).click();
  await moduleDialog(page).getByRole('checkbox', { name: 'BASICO - MÓDULO BÁSICO' }).check();
  await moduleDialog(page).getByRole('button', { name: 'Aplicar' }).click();
  await expect(moduleDialog(page)).toBeHidden();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/planos\/\d+\/consulta$/, { timeout: 15_000 });
  const saved = page.getByRole('table', { name: 'Módulos selecionados' });
  await expect(saved).toContainText('BASICO - MÓDULO BÁSICO');
  await expect(saved.getByRole('row').last()).toContainText('Total dos módulosR$ 349,60');
});

test('permission picker: select all, clear, apply; the saved codes come back grouped by routine after a reload', async ({ page }) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/permissoes/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova permissão' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Descrição/).fill('Perfil do seletor e2e');

  await page.getByRole('button', { name: /Selecionar ações/ }).click();
  const dialog = actionDialog(page);
  await expect(dialog.getByRole('group', { name: 'CIDADES' })).toBeVisible();
  const boxes = dialog.getByRole('checkbox');
  const checked = dialog.locator('input[type="checkbox"]:checked');
  await dialog.getByRole('button', { name: 'Selecionar todas' }).click();
  await expect(dialog.getByText(/^\d+ ações selecionadas$/)).toBeVisible();
  const count = await boxes.count();
  expect(count).toBeGreaterThan(50);
  await expect(checked).toHaveCount(count);
  await dialog.getByRole('button', { name: 'Limpar' }).click();
  await expect(dialog.getByText('Nenhuma ação selecionada')).toBeVisible();
  await expect(checked).toHaveCount(0);

  await dialog.getByLabel('Pesquisar rotina').fill('países');
  await expect(dialog.getByRole('group', { name: 'CIDADES' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Todas as ações de PAÍSES' }).check();
  await dialog.getByLabel('Pesquisar rotina').fill('');
  await dialog.getByRole('checkbox', { name: 'CON_CID — CONSULTAR CIDADES' }).check();
  await dialog.getByRole('checkbox', { name: /^IMPORTA_CID — / }).check();
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dialog).toBeHidden();

  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID', 'IMPORTA_CID']);
  await expect(shownGroup(page, 'PAÍSES').locator('code')).toContainText(['CON_PAIS', 'NOV_PAIS', 'IMPORTA_PAIS']);
  await page.getByRole('button', { name: 'Remover IMPORTA_CID' }).click();
  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID']);

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/permissoes\/\d+\/consulta$/, { timeout: 15_000 });
  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID']);
  const id = page.url().split('/').at(-2);

  // After a reload, the edit form shows the saved codes grouped by routine.
  await gotoAfterMockSave(page, `/dashboard/permissoes/${id}/edita`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar permissão' })).toBeVisible({ timeout: 30_000 });
  await expect(shownGroup(page, 'CIDADES').locator('code')).toHaveText(['CON_CID']);
  await expect(shownGroup(page, 'PAÍSES').locator('code')).toContainText(['CON_PAIS', 'IMPORTA_PAIS']);
  await page.getByRole('button', { name: /Selecionar ações/ }).click();
  await expect(actionDialog(page).getByRole('checkbox', { name: 'CON_CID — CONSULTAR CIDADES' })).toBeChecked();
  await expect(actionDialog(page).getByRole('checkbox', { name: 'NOV_CID — INCLUIR CIDADES' })).not.toBeChecked();
});

test('front routine deletion: a confirmation naming the routine, the toast, and the list and view follow', async ({ page }) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/rotinas-front-end?busca=%2Fdashboard%2Fbancos');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotinas front-end' })).toBeVisible({ timeout: 30_000 });
  const name = 'BANCOS - INCLUSÃO';
  await page.getByRole('button', { name: `Excluir ${name}` }).click(DATA);
  const dialog = page.getByRole('dialog', { name: 'Excluir rotina front-end' });
  await expect(dialog).toContainText(`Deseja excluir a rotina front-end ${name}?`);
  await expect(dialog).toContainText('/dashboard/bancos/novo');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Rotina front-end excluída com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: `Consultar ${name}` })).toHaveCount(0, DATA);
  await expect(page.getByRole('link', { name: 'Consultar BANCOS - LISTAGEM' })).toBeVisible();

  // From the view page: back to the list afterwards.
  await page.getByRole('link', { name: 'Consultar BANCOS - LISTAGEM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar rotina front-end' })).toBeVisible();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page.getByRole('dialog', { name: 'Excluir rotina front-end' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(page).toHaveURL(/\/dashboard\/rotinas-front-end$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rotinas front-end' })).toBeVisible();

  // Still gone after a reload (the mock API keeps its data).
  await gotoAfterMockSave(page, '/dashboard/rotinas-front-end?busca=%2Fdashboard%2Fbancos');
  await expect(page.getByRole('link', { name: /^Consultar BANCOS - / })).toHaveCount(2, DATA);
  await expect(page.getByRole('link', { name: `Consultar ${name}` })).toHaveCount(0);
});

test('a user without DEL_FRONT_ROT sees front routines without any delete action', async ({ page }) => {
  // suporte@ gets CON_FRONT_ROT (not DEL_FRONT_ROT) through the mock API.
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const token = await apiLogin(page);
  const profiles = await apiCall<{ items: Array<{ id: number; descricao: string; admin: boolean; acoes: string[] }> }>(
    page,
    '/v1/permissoes?filtros=SUPORTE&limitePagina=10',
    { token },
  );
  const suporte = profiles.body.items.find((profile) => profile.descricao === 'SUPORTE NÍVEL 1')!;
  const changed = await apiCall(page, `/v1/permissoes/${suporte.id}`, {
    method: 'PUT',
    token,
    json: { descricao: suporte.descricao, admin: suporte.admin, acoes: [...suporte.acoes, 'CON_FRONT_ROT'] },
  });
  expect(changed.status).toBe(200);
  await gotoAfterMockSave(page, '/');

  await signInAs(page, 'suporte@retaguarda.dev', '/dashboard/rotinas-front-end?busca=%2Fdashboard%2Fcidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Rotinas front-end' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Consultar CIDADES - LISTAGEM' })).toBeVisible(DATA);
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);
  await page.getByRole('link', { name: 'Consultar CIDADES - LISTAGEM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar rotina front-end' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('/dashboard/cidades');
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
});
