import type { Page } from '@playwright/test';
import { signInAs } from '../deploy/support';
import { choose } from '../e2e/resource-walk/form-steps';
import { dismissToast, goInApp } from '../e2e/support';
import { rowMenuItem } from '../e2e/row-menu';
import { expect, test } from './fixtures';
import { expectHeading, firstListRow, serveTiles, stoppedServer } from './walk-support';

/**
 * The tools around the records, walked through the production build and the validating proxy: the
 * locality search of a city form, the toll plazas' route preview, a server's cloud instance (its status,
 * then 'Ligar') and the deletion of a front-end routine.
 */

/** Chooses a locality in the 'Pesquisa de localidade' dialog opened by `opener`. */
async function chooseLocality(page: Page, opener: string, text: string, label: RegExp): Promise<void> {
  await page.getByRole('button', { name: opener }).click();
  const dialog = page.getByRole('dialog', { name: 'Pesquisa de localidade' });
  await expect(dialog.getByLabel('Localidade')).toBeFocused();
  await dialog.getByLabel('Localidade').fill(text);
  await dialog.getByRole('radio', { name: label }).check();
  await dialog.getByRole('button', { name: 'Selecionar' }).click();
  await expect(dialog).toBeHidden();
}

test('maps: a locality found fills the city form; the route preview draws the route with its toll plazas and total', async ({
  page,
  context,
}) => {
  await serveTiles(context);
  await signInAs(page, '/dashboard/cidades/novo');
  await expectHeading(page, 'Nova cidade');

  await test.step('the locality search fills name and coordinates', async () => {
    await chooseLocality(page, 'Pesquisar localidade', 'campinas', /Campinas, SP, Brasil/);
    await expect(page.getByLabel(/^Nome/)).toHaveValue('CAMPINAS');
    await expect(page.getByLabel(/^Latitude/)).toHaveValue('-22,905300');
    await expect(page.getByLabel(/^Longitude/)).toHaveValue('-47,065900');
  });

  await test.step('the route preview between two localities', async () => {
    // The city was only looked up: leaving its form asks first, and the changes are discarded.
    await goInApp(page, '/dashboard/pracas-pedagio');
    const discard = page.getByRole('dialog', { name: 'Descartar alterações?' });
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(discard).toBeHidden();
    await expectHeading(page, 'Praças de pedágio');
    await page.getByRole('button', { name: 'Prévia de rota' }).click();
    const drawer = page.getByRole('dialog', { name: 'Prévia de rota com pedágios' });
    await chooseLocality(page, 'Escolher origem', 'São Paulo', /^São Paulo, SP, Brasil/);
    await chooseLocality(page, 'Escolher destino', 'Curitiba', /^Curitiba, PR, Brasil/);
    await choose(page, drawer, 'Eixos do veículo', '6 eixos');
    await drawer.getByRole('button', { name: 'Calcular rota' }).click();

    await expect(drawer.locator('path.map-route')).toBeVisible();
    const table = drawer.getByRole('table');
    // Régis Bittencourt (BR-116): R$ 4,30 per axle, R$ 25,80 for 6 axles.
    await expect(table.getByRole('row', { name: /PRAÇA DE PEDÁGIO DE MIRACATU/ })).toContainText('R$ 25,80');
    await expect(table.getByRole('columnheader', { name: 'Valor (6 eixos)' })).toBeVisible();
    await expect(drawer.locator('.toll-route__summary')).toContainText('Total de pedágios');
    await expect(drawer.getByText(/km$/)).toBeVisible();
  });
});

test("a stopped server's cloud instance: its status shown, 'Ligar' sends the command and the status follows until running", async ({
  page,
}) => {
  const server = stoppedServer();
  await signInAs(page, `/dashboard/servidores?busca=${encodeURIComponent(server)}`);
  await expectHeading(page, 'Servidores');
  await (await rowMenuItem(page, server, 'Situação da instância')).click();
  const dialog = page.getByRole('dialog', { name: 'Situação da instância' });
  const fact = (term: string) => dialog.locator(`dt:text-is("${term}") + dd`);
  await expect(dialog.getByText(`Servidor: ${server}`, { exact: true })).toBeVisible();
  await expect(fact('Estado')).toHaveText('Desligada');
  await expect(fact('Situação')).toHaveText('Concluído');

  await dialog.getByRole('button', { name: 'Ligar' }).click();
  await dismissToast(page, 'Comando enviado com sucesso');
  await expect(fact('Situação')).toHaveText('Ligando');
  await expect(dialog.getByRole('button', { name: 'Ligar' })).toHaveCount(0);
  // No click: the dialog reads the status again until the instance runs.
  await expect(fact('Estado')).toHaveText('Ligada');
  await expect(fact('Situação')).toHaveText('Concluído');
});

test("a front-end routine is deleted from its row after a confirmation ('Rotina front-end excluída com sucesso')", async ({
  page,
}) => {
  await signInAs(page, '/dashboard/rotinas-front-end');
  await expectHeading(page, 'Rotinas front-end');
  const row = await firstListRow(page);
  const more = await row.getByRole('button', { name: /^Mais ações / }).getAttribute('aria-label');
  const label = more!.replace(/^Mais ações /, '');
  await (await rowMenuItem(page, label, 'Excluir')).click();

  const dialog = page.getByRole('dialog', { name: 'Excluir rotina front-end' });
  await expect(dialog).toContainText(`Deseja excluir a rotina front-end ${label}?`);
  await dialog.getByRole('button', { name: 'Excluir', exact: true }).click();
  await dismissToast(page, 'Rotina front-end excluída com sucesso');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: `Mais ações ${label}`, exact: true })).toHaveCount(0);
});
