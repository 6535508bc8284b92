/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import {
  RegimeTributario,
  TipoAmbiente,
  TipoEmissaoCTe,
  TipoEmissaoMDFe,
  TipoFilial,
  TipoPessoa,
} from '../../api/model';
import type {
  ConfiguracaoFiscal,
  Filial,
  PaginaFiliais,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaFiliaisResponseMock = (): PaginaFiliais => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        codigo: faker.number.int({ min: 1, max: 9999 }),
        fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 150 } }), null]),
        nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
        cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
        ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
        tipo: faker.helpers.arrayElement(Object.values(TipoFilial)),
        tipoPessoa: faker.helpers.arrayElement(Object.values(TipoPessoa)),
        regimeTributario: faker.helpers.arrayElement(Object.values(RegimeTributario)),
        crt: faker.helpers.arrayElement([1, 2, 3] as const),
        empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
        endereco: {
          id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
          logradouro: faker.string.alpha({ length: { min: 1, max: 20 } }),
          bairro: faker.string.alpha({ length: { min: 1, max: 20 } }),
          numero: faker.string.alpha({ length: { min: 1, max: 20 } }),
          complemento: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            null,
          ]),
          cep: faker.helpers.fromRegExp('^[0-9]{8}$'),
          cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
          cidade: faker.helpers.arrayElement([
            {
              id: faker.number.int({ min: 1, max: 9007199254740991 }),
              nome: faker.helpers.arrayElement([
                faker.string.alpha({ length: { min: 10, max: 20 } }),
                undefined,
              ]),
              descricao: faker.helpers.arrayElement([
                faker.string.alpha({ length: { min: 10, max: 20 } }),
                undefined,
              ]),
            },
            null,
          ]),
          paisId: faker.number.int({ min: 1, max: 9007199254740991 }),
          pais: faker.helpers.arrayElement([
            {
              id: faker.number.int({ min: 1, max: 9007199254740991 }),
              nome: faker.helpers.arrayElement([
                faker.string.alpha({ length: { min: 10, max: 20 } }),
                undefined,
              ]),
              descricao: faker.helpers.arrayElement([
                faker.string.alpha({ length: { min: 10, max: 20 } }),
                undefined,
              ]),
            },
            null,
          ]),
        },
        telefones: faker.helpers.arrayElement([
          Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
            id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
            tipo: faker.helpers.arrayElement(['FIXO', 'CELULAR'] as const),
            numero: faker.helpers.fromRegExp(
              '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
            ),
            operadora: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
            observacao: faker.helpers.arrayElement([
              faker.string.alpha({ length: { min: 10, max: 20 } }),
              null,
            ]),
          })),
          undefined,
        ]),
        emails: faker.helpers.arrayElement([
          Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
            id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
            enderecoEmail: faker.internet.email(),
            nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
          })),
          undefined,
        ]),
      },
      ...{
        createdAt: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          undefined,
        ]),
        usuarioCreated: faker.helpers.arrayElement([
          {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
          null,
        ]),
        updatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
        usuarioUpdated: faker.helpers.arrayElement([
          {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
          null,
        ]),
      },
      ...{
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        ativo: faker.datatype.boolean(),
        empresa: {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
      },
    })),
  },
});

export const getCriaFilialResponseMock = (): Filial => ({
  ...{
    codigo: faker.number.int({ min: 1, max: 9999 }),
    fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 150 } }), null]),
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
    ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
    tipo: faker.helpers.arrayElement(Object.values(TipoFilial)),
    tipoPessoa: faker.helpers.arrayElement(Object.values(TipoPessoa)),
    regimeTributario: faker.helpers.arrayElement(Object.values(RegimeTributario)),
    crt: faker.helpers.arrayElement([1, 2, 3] as const),
    empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
    endereco: {
      id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
      logradouro: faker.string.alpha({ length: { min: 1, max: 20 } }),
      bairro: faker.string.alpha({ length: { min: 1, max: 20 } }),
      numero: faker.string.alpha({ length: { min: 1, max: 20 } }),
      complemento: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      cep: faker.helpers.fromRegExp('^[0-9]{8}$'),
      cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
      cidade: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        null,
      ]),
      paisId: faker.number.int({ min: 1, max: 9007199254740991 }),
      pais: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        null,
      ]),
    },
    telefones: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
        tipo: faker.helpers.arrayElement(['FIXO', 'CELULAR'] as const),
        numero: faker.helpers.fromRegExp(
          '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
        ),
        operadora: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        observacao: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      })),
      undefined,
    ]),
    emails: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
        enderecoEmail: faker.internet.email(),
        nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      })),
      undefined,
    ]),
  },
  ...{
    createdAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]),
    usuarioCreated: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
    updatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    usuarioUpdated: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
  },
  ...{
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    ativo: faker.datatype.boolean(),
    empresa: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
  },
});

export const getBuscaFilialResponseMock = (): Filial => ({
  ...{
    codigo: faker.number.int({ min: 1, max: 9999 }),
    fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 150 } }), null]),
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
    ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
    tipo: faker.helpers.arrayElement(Object.values(TipoFilial)),
    tipoPessoa: faker.helpers.arrayElement(Object.values(TipoPessoa)),
    regimeTributario: faker.helpers.arrayElement(Object.values(RegimeTributario)),
    crt: faker.helpers.arrayElement([1, 2, 3] as const),
    empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
    endereco: {
      id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
      logradouro: faker.string.alpha({ length: { min: 1, max: 20 } }),
      bairro: faker.string.alpha({ length: { min: 1, max: 20 } }),
      numero: faker.string.alpha({ length: { min: 1, max: 20 } }),
      complemento: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      cep: faker.helpers.fromRegExp('^[0-9]{8}$'),
      cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
      cidade: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        null,
      ]),
      paisId: faker.number.int({ min: 1, max: 9007199254740991 }),
      pais: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        null,
      ]),
    },
    telefones: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
        tipo: faker.helpers.arrayElement(['FIXO', 'CELULAR'] as const),
        numero: faker.helpers.fromRegExp(
          '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
        ),
        operadora: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        observacao: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      })),
      undefined,
    ]),
    emails: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
        enderecoEmail: faker.internet.email(),
        nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      })),
      undefined,
    ]),
  },
  ...{
    createdAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]),
    usuarioCreated: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
    updatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    usuarioUpdated: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
  },
  ...{
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    ativo: faker.datatype.boolean(),
    empresa: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
  },
});

export const getAlteraFilialResponseMock = (): Filial => ({
  ...{
    codigo: faker.number.int({ min: 1, max: 9999 }),
    fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 150 } }), null]),
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
    ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
    tipo: faker.helpers.arrayElement(Object.values(TipoFilial)),
    tipoPessoa: faker.helpers.arrayElement(Object.values(TipoPessoa)),
    regimeTributario: faker.helpers.arrayElement(Object.values(RegimeTributario)),
    crt: faker.helpers.arrayElement([1, 2, 3] as const),
    empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
    endereco: {
      id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
      logradouro: faker.string.alpha({ length: { min: 1, max: 20 } }),
      bairro: faker.string.alpha({ length: { min: 1, max: 20 } }),
      numero: faker.string.alpha({ length: { min: 1, max: 20 } }),
      complemento: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      cep: faker.helpers.fromRegExp('^[0-9]{8}$'),
      cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
      cidade: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        null,
      ]),
      paisId: faker.number.int({ min: 1, max: 9007199254740991 }),
      pais: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        null,
      ]),
    },
    telefones: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
        tipo: faker.helpers.arrayElement(['FIXO', 'CELULAR'] as const),
        numero: faker.helpers.fromRegExp(
          '^(?:1[1-9]|2[12478]|3[1-578]|4[1-9]|5[1345]|6[1-9]|7[134579]|8[1-9]|9[1-9])(?:[2-5][0-9]{7}|9[0-9]{8})$',
        ),
        operadora: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        observacao: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      })),
      undefined,
    ]),
    emails: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
        enderecoEmail: faker.internet.email(),
        nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      })),
      undefined,
    ]),
  },
  ...{
    createdAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]),
    usuarioCreated: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
    updatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
    usuarioUpdated: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
  },
  ...{
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    ativo: faker.datatype.boolean(),
    empresa: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
    },
  },
});

export const getExportaExcelFiliaisResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemFiliaisResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioFiliaisResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioFiliaisResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getBuscaConfiguracoesFilialResponseMock = (
  overrideResponse: Partial<Extract<ConfiguracaoFiscal, object>> = {},
): ConfiguracaoFiscal => ({
  ambiente: {
    tipoAmbiente: faker.helpers.arrayElement(Object.values(TipoAmbiente)),
    versaoCTe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
    versaoMDFe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
  },
  emissao: {
    tipoEmissaoCTe: faker.helpers.arrayElement(Object.values(TipoEmissaoCTe)),
    tipoEmissaoMDFe: faker.helpers.arrayElement(Object.values(TipoEmissaoMDFe)),
    obsTributaria: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 2000 } }), null]),
  },
  series: {
    serieCTe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
    serieMDFe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
  },
  ...overrideResponse,
});

export const getAlteraConfiguracoesFilialResponseMock = (
  overrideResponse: Partial<Extract<ConfiguracaoFiscal, object>> = {},
): ConfiguracaoFiscal => ({
  ambiente: {
    tipoAmbiente: faker.helpers.arrayElement(Object.values(TipoAmbiente)),
    versaoCTe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
    versaoMDFe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
  },
  emissao: {
    tipoEmissaoCTe: faker.helpers.arrayElement(Object.values(TipoEmissaoCTe)),
    tipoEmissaoMDFe: faker.helpers.arrayElement(Object.values(TipoEmissaoMDFe)),
    obsTributaria: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 2000 } }), null]),
  },
  series: {
    serieCTe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
    serieMDFe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
  },
  ...overrideResponse,
});

export const getListaFiliaisMockHandler = (
  overrideResponse?:
    | PaginaFiliais
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaFiliais> | PaginaFiliais),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/filiais',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaFiliaisResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaFilialMockHandler = (
  overrideResponse?:
    Filial | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Filial> | Filial),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/filiais',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaFilialResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaFilialMockHandler = (
  overrideResponse?:
    Filial | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Filial> | Filial),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/filiais/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaFilialResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraFilialMockHandler = (
  overrideResponse?:
    Filial | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Filial> | Filial),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/filiais/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraFilialResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelFiliaisMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/filiais/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelFiliaisResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemFiliaisMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/filiais/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemFiliaisResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioFiliaisMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/filiais/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioFiliaisResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioFiliaisMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/filiais/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioFiliaisResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaConfiguracoesFilialMockHandler = (
  overrideResponse?:
    | ConfiguracaoFiscal
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ConfiguracaoFiscal> | ConfiguracaoFiscal),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/filiais/:id/configuracoes',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaConfiguracoesFilialResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraConfiguracoesFilialMockHandler = (
  overrideResponse?:
    | ConfiguracaoFiscal
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<ConfiguracaoFiscal> | ConfiguracaoFiscal),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/filiais/:id/altera-configuracoes',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraConfiguracoesFilialResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getFiliaisMock = () => [
  getListaFiliaisMockHandler(),
  getCriaFilialMockHandler(),
  getBuscaFilialMockHandler(),
  getAlteraFilialMockHandler(),
  getExportaExcelFiliaisMockHandler(),
  getExportaListagemFiliaisMockHandler(),
  getBuscaColunasUsuarioFiliaisMockHandler(),
  getAlteraColunasUsuarioFiliaisMockHandler(),
  getBuscaConfiguracoesFilialMockHandler(),
  getAlteraConfiguracoesFilialMockHandler(),
];
