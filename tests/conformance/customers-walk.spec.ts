import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { signInAs } from '../deploy/support';
import { dismissToast, goInApp, openPicker } from '../e2e/support';
import { firstRow, openMenuOfRow, rowMenuItem } from '../e2e/row-menu';
import { expect, test } from './fixtures';
import { customerUsersFacts, expectHeading } from './walk-support';

/**
 * A customer's, a branch's and a unit's configuration pages, the customer's A1 certificate and the
 * customer's users dialog, walked through the production build and the validating proxy.
 */

type Segment = 'empresas' | 'filiais' | 'unidades';

const CONFIG_PAGES: Record<Segment, { list: string; title: string }> = {
  empresas: { list: 'Clientes', title: 'Configurações do cliente' },
  filiais: { list: 'Filiais', title: 'Configurações da filial' },
  unidades: { list: 'Unidades', title: 'Configurações da unidade' },
};

/** An input by its label, with or without the required mark (' *'). */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

async function choose(page: Page, label: string, option: string): Promise<void> {
  const listbox = await openPicker(page, field(page, label));
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
}

/**
 * From the list, the first row's 'Configurações'; a few settings changed and saved ('Configurações
 * salvas com sucesso'), then read back after a reload.
 */
async function configure(page: Page, segment: Segment, observation: string): Promise<void> {
  const { list, title } = CONFIG_PAGES[segment];
  await goInApp(page, `/dashboard/${segment}`);
  await expectHeading(page, list);
  const menu = await openMenuOfRow(page, firstRow(page));
  await menu.getByRole('menuitem', { name: /^Configurações / }).click();
  await expectHeading(page, title);
  await expect(page).toHaveURL(new RegExp(`/dashboard/${segment}/\\d+/configuracoes$`));
  const save = page.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();

  await choose(page, 'Ambiente de emissão', 'Produção');
  await field(page, 'Versão do MDF-e').fill('3.10');
  await field(page, 'Observação tributária').fill(observation);
  await field(page, 'Série do CT-e').fill('42');
  await expect(save).toBeEnabled();
  await save.click();
  await dismissToast(page, 'Configurações salvas com sucesso');
  await expect(save).toBeDisabled();

  await page.reload();
  await expectHeading(page, title);
  await expect(field(page, 'Ambiente de emissão')).toHaveValue('Produção');
  await expect(field(page, 'Versão do MDF-e')).toHaveValue('3.10');
  await expect(field(page, 'Observação tributária')).toHaveValue(observation);
  await expect(field(page, 'Série do CT-e')).toHaveValue('42');
}

test("a customer's configuration is saved, and its A1 certificate tested then selected ('Certificado digital atualizado com sucesso')", async ({
  page,
}) => {
  await signInAs(page, '/dashboard');
  await test.step('configuration', () => configure(page, 'empresas', 'Observação do cliente pelo passeio'));

  await test.step('certificate: tested, then selected', async () => {
    const section = page.getByRole('region', { name: 'Certificado digital A1' });
    await section.getByRole('button', { name: /(Enviar|Substituir) certificado/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Certificado digital A1' });
    await expect(dialog.getByLabel(/Arquivo do certificado/)).toBeFocused();
    await dialog.getByLabel(/Arquivo do certificado/).setInputFiles({
      name: 'certificado-a1.pfx',
      mimeType: 'application/x-pkcs12',
      buffer: readFileSync('tests/fixtures/certificado-a1.pfx'),
    });
    await dialog.getByLabel('Senha do certificado').fill('certificado123');
    const select = dialog.getByRole('button', { name: 'Selecionar' });
    await expect(select).toBeDisabled();
    await dialog.getByRole('button', { name: 'Testar' }).click();
    await expect(dialog.getByRole('status')).toContainText('Certificado digital ok, válido até 20/11/2031');
    await expect(select).toBeEnabled();
    await select.click();
    await dismissToast(page, 'Certificado digital atualizado com sucesso');
    await expect(dialog).toBeHidden();
    await expect(section.getByText('20/11/2031')).toBeVisible();
    await expect(section.getByText('11.222.333/0001-81')).toBeVisible();
  });
});

test("a branch's and a unit's configurations are saved and read back", async ({ page }) => {
  await signInAs(page, '/dashboard');
  await test.step('branch', () => configure(page, 'filiais', 'Observação da filial pelo passeio'));
  await test.step('unit', () => configure(page, 'unidades', 'Observação da unidade pelo passeio'));
});

test("the customer's users dialog: an alternative server set and removed, and a confirmation e-mail sent", async ({
  page,
}) => {
  const facts = customerUsersFacts();
  await signInAs(page, `/dashboard/empresas?busca=${encodeURIComponent(facts.customer)}`);
  await expectHeading(page, 'Clientes');
  await (await rowMenuItem(page, facts.customer, 'Usuários')).click();
  const dialog = page.getByRole('dialog', { name: 'Usuários do cliente' });
  await expect(dialog.getByLabel('Pesquisar usuários')).toBeFocused();
  await expect(dialog.getByText(facts.customer)).toBeVisible();
  const item = dialog.getByRole('listitem', { name: facts.serverUser });
  await expect(item.getByText('Usa o servidor do cliente')).toBeVisible();

  await test.step("an alternative server ('Servidor atualizado com sucesso')", async () => {
    await item.getByRole('button', { name: `Alterar servidor de ${facts.serverUser}` }).click();
    const edit = page.getByRole('dialog', { name: 'Alteração de servidor do usuário' });
    const picker = edit.getByLabel(/^Servidor( \*)?$/);
    await expect(picker).toBeFocused();
    const listbox = await openPicker(page, picker);
    await page.getByPlaceholder('Pesquisar', { exact: true }).fill(facts.server);
    await listbox.getByRole('option', { name: facts.server, exact: true }).click();
    await expect(listbox).toHaveCount(0);
    await edit.getByRole('button', { name: 'Salvar' }).click();
    await dismissToast(page, 'Servidor atualizado com sucesso');
    await expect(edit).toBeHidden();
    await expect(item.getByText(`Servidor alternativo: ${facts.server}`)).toBeVisible();
  });

  await test.step("the alternative server removed ('Usuário atualizado com sucesso')", async () => {
    await item.getByRole('button', { name: `Remover servidor alternativo de ${facts.serverUser}` }).click();
    await item
      .getByRole('group', { name: /^Remover o servidor alternativo de/ })
      .getByRole('button', { name: 'Remover' })
      .click();
    await dismissToast(page, 'Usuário atualizado com sucesso');
    await expect(item.getByText('Usa o servidor do cliente')).toBeVisible();
  });

  await test.step('the confirmation e-mail', async () => {
    const { nome, email } = facts.unconfirmedUser;
    await dialog
      .getByRole('listitem', { name: nome })
      .getByRole('button', { name: `Enviar e-mail de confirmação para ${nome}` })
      .click();
    await dismissToast(page, `E-mail de confirmação enviado para ${email}`);
  });
});
