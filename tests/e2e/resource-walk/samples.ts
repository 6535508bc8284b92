import { expect, type Locator, type Page } from '@playwright/test';
import { addRow, choose, field, fillAddress, type, typeNumber } from './form-steps';

/**
 * A valid new record per resource, typed the way a user does, with values no seeded record has (each
 * test starts from the deterministic seed in a fresh browser context). `search` finds the record in
 * the list; `edited` is the text field changed on the edit step.
 */
export interface WalkSample {
  fill: (page: Page, form: Locator) => Promise<void>;
  search: string;
  /** The text field whose value gets ' ALTERADO' appended on the edit step (or a custom `edit`). */
  edited?: string;
  edit?: (page: Page, form: Locator) => Promise<void>;
}

const CEP_SE = '01001000';

export const walkSamples: Readonly<Record<string, WalkSample>> = {
  empresas: {
    search: 'TRANSPORTES PASSEIO',
    edited: 'Razão social ou nome',
    fill: async (page, form) => {
      await type(form, 'Razão social ou nome', 'Transportes Passeio Completo Ltda');
      await type(form, 'CPF/CNPJ', '11222333000181');
      await choose(page, form, 'Plano');
      await choose(page, form, 'Servidor');
      await fillAddress(form, CEP_SE, '100');
    },
  },
  planos: {
    search: 'PLANO PASSEIO',
    edited: 'Descrição',
    fill: async (page, form) => {
      await type(form, 'Descrição', 'Plano passeio completo');
      await typeNumber(form, 'Valor mensal', '199,90');
      // The module selection dialog (issue 7).
      await form.getByRole('button', { name: /Selecionar módulos/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Seleção de módulos' });
      await dialog.getByRole('checkbox', { name: /^BASICO/ }).check();
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await expect(dialog).toBeHidden();
    },
  },
  filiais: {
    search: 'FILIAL PASSEIO',
    edited: 'Razão social ou nome',
    fill: async (page, form) => {
      await choose(page, form, 'Cliente');
      await typeNumber(form, 'Código', '77');
      await type(form, 'Razão social ou nome', 'Filial passeio completo');
      await choose(page, form, 'Tipo', 'Filial');
      await choose(page, form, 'Tipo de pessoa', 'Pessoa jurídica');
      await type(form, 'CPF/CNPJ', '11444777000161');
      await choose(page, form, 'Regime tributário', 'Simples Nacional');
      await choose(page, form, 'CRT', 'Simples Nacional');
      await fillAddress(form, CEP_SE, '200');
    },
  },
  unidades: {
    search: 'UNIDADE PASSEIO',
    edited: 'Nome',
    fill: async (page, form) => {
      await choose(page, form, 'Cliente');
      await choose(page, form, 'Filial');
      await typeNumber(form, 'Código', '77');
      await type(form, 'Nome', 'Unidade passeio completo');
    },
  },
  usuarios: {
    search: 'USUARIO PASSEIO',
    edited: 'Nome',
    fill: async (_page, form) => {
      await type(form, 'Nome', 'Usuario passeio completo');
      await type(form, 'E-mail', 'passeio.completo@retaguarda.dev');
    },
  },
  permissoes: {
    search: 'PERFIL PASSEIO',
    edited: 'Descrição',
    fill: async (page, form) => {
      await type(form, 'Descrição', 'Perfil passeio completo');
      // The routines × actions matrix of the action picker.
      await form.getByRole('button', { name: /Selecionar ações/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Seleção de ações' });
      await dialog.getByRole('checkbox', { name: 'CIDADES: Consultar' }).check();
      await dialog.getByRole('checkbox', { name: 'PAÍSES: Consultar' }).check();
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await expect(dialog).toBeHidden();
    },
  },
  modulos: {
    search: 'MODULO PASSEIO',
    edited: 'Descrição',
    fill: async (_page, form) => {
      await type(form, 'Código', 'PASSEIO_E2E');
      await type(form, 'Descrição', 'Modulo passeio completo');
      await typeNumber(form, 'Valor mensal', '49,90');
    },
  },
  rotinas: {
    search: 'ROTINA PASSEIO',
    edited: 'Descrição',
    fill: async (page, form) => {
      await type(form, 'Descrição', 'Rotina passeio completo');
      await type(form, 'Código', 'PASSEIOE2E');
      await choose(page, form, 'Módulo');
      await addRow(form, 'Ações', async (row) => {
        await type(row, 'Código', 'CON_PASSEIOE2E');
        await type(row, 'Descrição', 'Consultar passeio');
      });
    },
  },
  'rotinas-front-end': {
    search: 'TELA PASSEIO',
    edited: 'Descrição',
    fill: async (page, form) => {
      await type(form, 'Descrição', 'Tela passeio completo');
      await type(form, 'Rota', '/dashboard/passeio-completo');
      await choose(page, form, 'Rotina');
    },
  },
  cidades: {
    search: 'CIDADE PASSEIO',
    edited: 'Nome',
    fill: async (page, form) => {
      await type(form, 'Nome', 'Cidade passeio completo');
      await type(form, 'Código IBGE', '9999996');
      await choose(page, form, 'UF', 'SP');
    },
  },
  paises: {
    search: 'PAIS PASSEIO',
    edited: 'Nome',
    fill: async (_page, form) => {
      await type(form, 'Nome', 'Pais passeio completo');
      await type(form, 'Código BACEN', '9991');
      await type(form, 'Sigla', 'QZ');
    },
  },
  bancos: {
    search: 'BANCO PASSEIO',
    edited: 'Nome',
    fill: async (_page, form) => {
      await type(form, 'Código', '987');
      await type(form, 'Nome', 'Banco passeio completo');
      await type(form, 'ISPB', '98765432');
    },
  },
  cfops: {
    search: 'OPERACAO PASSEIO',
    edited: 'Descrição',
    fill: async (page, form) => {
      await type(form, 'Código', '5998');
      await choose(page, form, 'Tipo', 'Saída');
      await type(form, 'Descrição', 'Operacao passeio completo');
    },
  },
  'aliquotas-icms': {
    search: 'AC AM',
    edit: async (_page, form) => {
      await field(form, 'Alíquota').fill('');
      await typeNumber(form, 'Alíquota', '7');
    },
    fill: async (page, form) => {
      await choose(page, form, 'UF de origem', 'AC');
      await choose(page, form, 'UF de destino', 'AM');
      await typeNumber(form, 'Alíquota', '12');
    },
  },
  'aliquotas-seguro': {
    search: 'SEGURO PASSEIO',
    edited: 'Descrição',
    fill: async (page, form) => {
      await type(form, 'Descrição', 'Seguro passeio completo');
      await choose(page, form, 'Tipo', 'Outros');
      await typeNumber(form, 'Percentual', '0,05');
    },
  },
  servidores: {
    search: 'SERVIDOR PASSEIO',
    edited: 'Nome',
    fill: async (_page, form) => {
      await type(form, 'Nome', 'Servidor passeio completo');
      await type(form, 'Endereço', 'passeio.retaguarda.dev:8080');
    },
  },
  'pracas-pedagio': {
    search: 'PRACA PASSEIO',
    edited: 'Nome',
    fill: async (page, form) => {
      await type(form, 'Nome', 'Praca passeio completo');
      await type(form, 'Concessionária', 'Concessionaria passeio');
      await type(form, 'Rodovia', 'BR-116');
      await typeNumber(form, 'Km', '12,5');
      await choose(page, form, 'Sentido', 'Ambos');
      await choose(page, form, 'UF', 'SP');
      await choose(page, form, 'Cidade');
      await typeNumber(form, 'Latitude', '-23,5');
      await typeNumber(form, 'Longitude', '-46,6');
    },
  },
  ncms: {
    search: 'MERCADORIA PASSEIO',
    edited: 'Descrição',
    fill: async (_page, form) => {
      await type(form, 'Código', '99887766');
      await type(form, 'Descrição', 'Mercadoria passeio completo');
    },
  },
};
