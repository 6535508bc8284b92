import { expect, test, type Page } from '@playwright/test';
import { goInApp, signInAs } from '../e2e/support';
import { choose, field, formOf, frameOf, type, typeNumber } from '../e2e/resource-walk/form-steps';
import { walkSamples } from '../e2e/resource-walk/samples';

/**
 * A resource added the documented way and nothing else (scripts/scaffold-e2e.sh: its contract from
 * tests/scaffold/contract/, `npm run scaffold -- veiculos`, `npm run generate`), in the demo build: the
 * mock API serves it with no seed rows (an empty list), then list → 'Novo veículo' → save → consulta →
 * edita → save → inativar → the record under 'Inativos'. The driver's CPF is a CPF alone (kind cpf,
 * 'CPF inválido'), not a CPF/CNPJ; and the walk sample the scaffold wrote fills a form that saves.
 */

async function saveAndOpenView(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/veiculos\/\d+\/consulta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar veículo' })).toBeVisible();
}

test('a scaffolded resource: empty list → novo → consulta → edita → inativar → Inativos', async ({
  page,
}) => {
  await signInAs(page);
  await goInApp(page, '/dashboard/veiculos');
  await expect(page.getByRole('heading', { level: 1, name: 'Veículos' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table')).toContainText('Nenhum registro encontrado');

  // The empty list offers the first record's form, as the header does.
  await page.getByRole('table').getByRole('link', { name: 'Novo veículo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Novo veículo' })).toBeVisible();
  const form = formOf(page);
  await type(form, 'Placa', 'ABC1D23');
  await type(form, 'Descrição', 'Caminhão do passeio');
  // Key by key, as a person types: a year between 1950 and 2100 passes through '2' and '20' on the way.
  await typeNumber(form, 'Ano de fabricação', '2020');
  await typeNumber(form, 'Capacidade em kg', '12500,5');
  await choose(page, form, 'Tipo do veículo', 'Caminhão');
  await type(form, 'RENAVAM', '12345678901');
  await type(form, 'Data de aquisição', '15/03/2021');
  // A CPF alone: a wrong check digit says 'CPF inválido' (not 'CPF/CNPJ inválido'), and nothing is saved.
  await type(form, 'CPF do motorista', '52998224726');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(frameOf(form, 'CPF do motorista')).toContainText('CPF inválido');
  await expect(frameOf(form, 'CPF do motorista')).not.toContainText('CPF/CNPJ');
  await expect(page).toHaveURL(/\/dashboard\/veiculos\/novo$/);
  await type(form, 'CPF do motorista', '52998224725');
  await saveAndOpenView(page);
  const main = page.getByRole('main');
  for (const shown of ['ABC1D23', 'CAMINHÃO DO PASSEIO', '2020', 'Caminhão', '15/03/2021', '529.982.247-25'])
    await expect(main).toContainText(shown);

  await page.getByRole('link', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar veículo' })).toBeVisible();
  const description = field(formOf(page), 'Descrição');
  await description.press('End');
  await description.pressSequentially(' alterado');
  await saveAndOpenView(page);
  await expect(main).toContainText('CAMINHÃO DO PASSEIO ALTERADO');

  await page.getByRole('button', { name: 'Inativar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Inativar registro' });
  await dialog.getByLabel('Motivo').fill('veículo vendido no passeio de teste');
  await dialog.getByRole('button', { name: 'Inativar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.resource-view__label')).toContainText('Inativo');

  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await page.getByRole('tab', { name: 'Inativos' }).click();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'ABC1D23' })).toBeVisible();
});

test('the walk sample the scaffold wrote (tests/e2e/resource-walk/samples.ts) fills a form that saves', async ({
  page,
}) => {
  const sample = walkSamples.veiculos;
  expect(sample, 'npm run scaffold wrote a walk sample for veiculos').toBeDefined();
  await signInAs(page);
  await goInApp(page, '/dashboard/veiculos');
  await expect(page.getByRole('heading', { level: 1, name: 'Veículos' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('table').getByRole('link', { name: 'Novo veículo' }).click();
  await sample.fill(page, formOf(page));
  await saveAndOpenView(page);

  // The walk's edit step, then the list's search finds the record by the sample's words.
  await page.getByRole('link', { name: 'Editar' }).click();
  const form = formOf(page);
  if (sample.edit) await sample.edit(page, form);
  else {
    const edited = field(form, sample.edited ?? '');
    await edited.press('End');
    await edited.pressSequentially(' alterado');
  }
  await saveAndOpenView(page);
  await expect(page.getByRole('main')).toContainText('ALTERADO');
  await page.getByRole('link', { name: 'Voltar à lista' }).click();
  await page.getByLabel('Pesquisar').fill(sample.search);
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: sample.search })).toHaveCount(1);
});
