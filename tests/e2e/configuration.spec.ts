import type { Locator, Page } from '@playwright/test';
import type { PermissaoInput } from '../../generated/api/model';
import { expect, test } from './test';
import { apiCall, apiLogin, openPicker, signInAs, waitForMockApi } from './support';
import { firstRow, openMenuOfRow } from './row-menu';

/** The configuration pages of customers, branches and units: saved and read back, and read-only. */

type Segment = 'empresas' | 'filiais' | 'unidades';

const PAGES: Array<[Segment, string]> = [
  ['empresas', 'Configurações do cliente'],
  ['filiais', 'Configurações da filial'],
  ['unidades', 'Configurações da unidade'],
];

/** From the list, the first row's 'Configurações' action; returns the page's URL path. */
async function openFromList(page: Page, segment: Segment, title: string): Promise<string> {
  const menu = await openMenuOfRow(page, firstRow(page));
  await menu.getByRole('menuitem', { name: /^Configurações / }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${segment}/\\d+/configuracoes$`));
  return new URL(page.url()).pathname;
}

/** An input by its label, with or without the required mark (' *'). */
const field = (page: Page, label: string): Locator =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

async function choose(page: Page, label: string, option: string): Promise<void> {
  const listbox = await openPicker(page, field(page, label));
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await expect(listbox).toHaveCount(0);
}

test.describe('configuration pages', () => {
  for (const [segment, title] of PAGES) {
    test(`${segment}: saves the configuration and shows the saved values after a reload`, async ({
      page,
    }) => {
      await signInAs(page, 'admin@retaguarda.dev', `/dashboard/${segment}`);
      const path = await openFromList(page, segment, title);
      const save = page.getByRole('button', { name: 'Salvar' });
      await expect(save).toBeDisabled();

      await choose(page, 'Ambiente de emissão', 'Produção');
      await field(page, 'Versão do MDF-e').fill('3.10');
      await choose(page, 'Tipo de emissão do CT-e', 'Contingência FS-DA (formulário de segurança)');
      await field(page, 'Observação tributária').fill('Observação gravada pelo teste de ponta a ponta');
      await field(page, 'Série do CT-e').fill('1234');
      await expect(page.getByText('Máximo 3 caracteres')).toBeVisible();
      await expect(save).toBeDisabled();
      await field(page, 'Série do CT-e').fill('42');
      await field(page, 'Série do MDF-e').fill('7');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText('Configurações salvas com sucesso')).toBeVisible();
      await expect(save).toBeDisabled();

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(field(page, 'Ambiente de emissão')).toHaveValue('Produção');
      await expect(field(page, 'Versão do MDF-e')).toHaveValue('3.10');
      await expect(field(page, 'Tipo de emissão do CT-e')).toHaveValue(
        'Contingência FS-DA (formulário de segurança)',
      );
      await expect(field(page, 'Observação tributária')).toHaveValue(
        'Observação gravada pelo teste de ponta a ponta',
      );
      await expect(field(page, 'Série do CT-e')).toHaveValue('42');
      await expect(field(page, 'Série do MDF-e')).toHaveValue('7');
      await expect(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    });
  }

  for (const [segment, title] of PAGES) {
    test(`${segment}: read-only for a user who may view the records but holds no ALT_CONF_ code`, async ({
      page,
    }) => {
      // No demo account views customers, branches or units without ALT_CONF_: the admin gives the support
      // profile (suporte@retaguarda.dev) the view codes, through the API.
      await page.goto('/');
      await waitForMockApi(page);
      const granted = await apiCall<unknown, PermissaoInput>(page, '/v1/permissoes/2', {
        method: 'PUT',
        token: await apiLogin(page),
        json: {
          descricao: 'SUPORTE NÍVEL 1',
          admin: true,
          acoes: ['CON_PAIS', 'CON_CID', 'CON_EMP', 'CON_FIL', 'CON_UNI'],
        },
      });
      expect(granted.status).toBe(200);
      await page.goto('/');

      await signInAs(page, 'suporte@retaguarda.dev', `/dashboard/${segment}`);
      await openFromList(page, segment, title);
      await expect(page.getByRole('note')).toHaveText(/Somente consulta/);
      for (const label of [
        'Ambiente de emissão',
        'Versão do CT-e',
        'Tipo de emissão do MDF-e',
        'Observação tributária',
        'Série do MDF-e',
      ]) {
        await expect(field(page, label)).toBeDisabled();
      }
      await expect(page.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
      if (segment === 'empresas') {
        const certificate = page.getByRole('region', { name: 'Certificado digital A1' });
        await expect(certificate).toBeVisible();
        await expect(certificate.getByRole('button')).toHaveCount(0);
      }
    });
  }
});
