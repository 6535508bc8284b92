import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, failedRequest, test } from './test';
import { signInAs } from './support';
import { firstRow, openMenuOfRow } from './row-menu';

/** The customer's digital certificate A1: reached from the customer list, tested, then selected. */

const PASSWORD = 'certificado123';
const fixture = (name: string) => ({
  name,
  mimeType: 'application/x-pkcs12',
  buffer: readFileSync(`tests/fixtures/${name}`),
});

async function openCertificateDialog(page: Page) {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/empresas');
  const menu = await openMenuOfRow(page, firstRow(page));
  await menu.getByRole('menuitem', { name: /^Configurações/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Configurações do cliente' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Certificado digital A1' });
  await section.getByRole('button', { name: /(Enviar|Substituir) certificado/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Certificado digital A1' });
  await expect(dialog.getByLabel(/Arquivo do certificado/)).toBeFocused();
  return { section, dialog };
}

test.describe('digital certificate A1', () => {
  test('enables select only after a successful test of that file and password, then saves it', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(
      failedRequest(400, 'the API refuses the certificate tested before the right password is given'),
    );
    const { section, dialog } = await openCertificateDialog(page);
    const select = dialog.getByRole('button', { name: 'Selecionar' });
    const password = dialog.getByLabel('Senha do certificado');

    await dialog.getByRole('button', { name: 'Testar' }).click();
    await expect(dialog.getByText('Campo obrigatório')).toHaveCount(2);
    await expect(select).toBeDisabled();

    await dialog.getByLabel(/Arquivo do certificado/).setInputFiles(fixture('certificado-a1.pfx'));
    await password.fill('senha-errada');
    await dialog.getByRole('button', { name: 'Testar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Senha do certificado inválida/);
    await expect(select).toBeDisabled();
    await expect(password).toHaveValue('senha-errada');

    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Testar' }).click();
    await expect(dialog.getByRole('status')).toContainText('Certificado digital ok, válido até 20/11/2031');
    await expect(select).toBeEnabled();
    await password.fill(`${PASSWORD}1`);
    await expect(select).toBeDisabled();
    await password.fill(PASSWORD);
    await expect(select).toBeEnabled();

    await select.click();
    await expect(page.getByText('Certificado digital atualizado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(section.getByText('20/11/2031')).toBeVisible();
    await expect(section.getByText('11.222.333/0001-81')).toBeVisible();
  });

  test('refuses a damaged file and an expired certificate with the API message, saving nothing', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(failedRequest(400, 'the API refuses the damaged and the expired certificate'));
    const { dialog } = await openCertificateDialog(page);
    const file = dialog.getByLabel(/Arquivo do certificado/);
    await file.setInputFiles({
      name: 'danificado.pfx',
      mimeType: 'application/x-pkcs12',
      buffer: Buffer.alloc(200, 7),
    });
    await dialog.getByLabel('Senha do certificado').fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Testar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Arquivo de certificado inválido/);

    await file.setInputFiles(fixture('certificado-vencido.pfx'));
    await dialog.getByRole('button', { name: 'Testar' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/Certificado digital vencido em 31\/12\/2023/);
    await expect(dialog.getByRole('button', { name: 'Selecionar' })).toBeDisabled();
  });
});
