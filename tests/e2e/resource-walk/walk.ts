import { expect, type Locator, type Page } from '@playwright/test';
import { dismissToast, goInApp } from '../support';
import { rowMenuItem } from '../row-menu';
import { field, formOf, frameOf } from './form-steps';
import { createLabel, requiredInputs, type ManifestResource } from './manifest';
import { walkSamples, type WalkSample } from './samples';

/**
 * Issue 4 acceptance, walked by the conformance run (tests/conformance) through the production build,
 * nginx and the validating proxy: every resource of the manifest, list → its exports and its column
 * preferences → novo (an empty submit shows 'Campo obrigatório' at each required field, then a valid
 * save) → consulta → edita → lock with a short reason refused and a valid one accepted → the record
 * under 'Inativos' → unlock.
 */

const REQUIRED = 'Campo obrigatório';

async function expectRequiredErrors(form: Locator, resource: ManifestResource): Promise<void> {
  for (const { label, group } of requiredInputs(resource)) {
    const scope = group ? form.getByRole('group', { name: group, exact: true }) : form;
    if (group === label) await expect(scope, `${label}`).toContainText(REQUIRED);
    else await expect(frameOf(scope, label), `${group ?? ''} ${label}`).toContainText(REQUIRED);
  }
}

async function saveAndOpenView(page: Page, resource: ManifestResource): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${resource.segment}/\\d+/consulta$`), {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1, name: `Consultar ${resource.singular}` })).toBeVisible();
  await dismissToast(page, /com sucesso/);
}

async function edit(page: Page, sample: WalkSample): Promise<void> {
  const form = formOf(page);
  if (sample.edit) return sample.edit(page, form);
  // The record's own field (a sub-list row may have an input of the same label).
  const input = field(form, sample.edited ?? '').first();
  await input.press('End');
  await input.pressSequentially(' alterado');
}

async function giveReason(page: Page, dialogName: string, action: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByLabel('Motivo').fill('curto');
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toContainText('Mínimo 15 caracteres');
  await dialog.getByLabel('Motivo').fill('registro revisado no passeio de teste');
  await dialog.getByRole('button', { name: action }).click();
  await expect(dialog).toBeHidden();
}

/** 'Exportar' → Excel and PDF, each a download of the list as it is filtered. */
async function exportList(page: Page): Promise<void> {
  for (const [item, extension] of [
    ['Exportar Excel', '.xlsx'],
    ['Exportar listagem (PDF)', '.pdf'],
  ] as const) {
    await page.getByRole('button', { name: 'Exportar', exact: true }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menu', { name: 'Exportar' }).getByRole('menuitem', { name: item }).click();
    expect((await download).suggestedFilename()).toMatch(new RegExp(`\\${extension}$`));
  }
}

/** 'Configurar colunas': the first column moved down and saved, then the default restored. */
async function configureColumns(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Configurar colunas' }).click();
  const drawer = page.getByRole('dialog', { name: 'Configurar colunas' });
  await drawer
    .getByRole('button', { name: /^Mover .+ para baixo$/ })
    .first()
    .click();
  await drawer.getByRole('button', { name: 'Salvar' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Configurar colunas' }).click();
  await drawer.getByRole('button', { name: 'Redefinir padrão' }).click();
  await drawer.getByRole('button', { name: 'Redefinir', exact: true }).click();
  await expect(drawer).toBeHidden();
}

export async function walkResource(page: Page, resource: ManifestResource): Promise<void> {
  const sample = walkSamples[resource.segment];
  expect(sample, `a walk sample for ${resource.segment}`).toBeDefined();

  await goInApp(page, `/dashboard/${resource.segment}`);
  await expect(page.getByRole('heading', { level: 1, name: resource.plural })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await exportList(page);
  await configureColumns(page);

  // novo: the untouched form refuses to save and says what is required.
  await page.getByRole('link', { name: createLabel(resource) }).click();
  await expect(page.getByRole('heading', { level: 1, name: createLabel(resource) })).toBeVisible();
  const form = formOf(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expectRequiredErrors(form, resource);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${resource.segment}/novo$`));

  await sample.fill(page, form);
  await saveAndOpenView(page, resource);

  // edita
  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Editar ${resource.singular}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  await edit(page, sample);
  await saveAndOpenView(page, resource);
  if (sample.edited) await expect(page.getByRole('main')).toContainText('ALTERADO');
  const label = (await page.locator('.resource-view__label > span').first().innerText()).trim();

  // Lock with a short reason (refused), then a valid one.
  await page.getByRole('button', { name: 'Inativar' }).click();
  await giveReason(page, 'Inativar registro', 'Inativar');
  await expect(page.locator('.resource-view__label')).toContainText('Inativo');
  // Dismissed like the others: a toast under a resting pointer waits (hover pauses its 5 s), and the
  // next save's toast would then read as a second 'com sucesso'.
  await dismissToast(page, 'Registro inativado com sucesso');

  // The record under 'Inativos', found by the search; unlock it from its row.
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await page.getByRole('tab', { name: 'Inativos' }).click();
  await page.getByLabel('Pesquisar').fill(sample.search);
  await expect(page).toHaveURL(/situacao=inativos/);
  await (await rowMenuItem(page, label, 'Ativar')).click();
  await giveReason(page, 'Ativar registro', 'Ativar');
  await dismissToast(page, 'Registro ativado com sucesso');
  // Active again, the record leaves 'Inativos'.
  await expect(page.getByRole('button', { name: `Mais ações ${label}`, exact: true })).toBeHidden();
}
