/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { TipoAmbiente, TipoEmissaoCTe, TipoEmissaoMDFe } from '../../api/model';
import type {
  CertificadoDigital,
  ConfiguracaoFiscalEmpresa,
  Empresa,
  PaginaEmpresas,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaEmpresasResponseMock = (): PaginaEmpresas => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
        cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
        ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
        acessoLimitado: faker.datatype.boolean(),
        planoId: faker.number.int({ min: 1, max: 9007199254740991 }),
        servidorId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
        logoUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
        plano: {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
        servidor: {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
          descricao: faker.helpers.arrayElement([
            faker.string.alpha({ length: { min: 10, max: 20 } }),
            undefined,
          ]),
        },
      },
    })),
  },
});

export const getCriaEmpresaResponseMock = (): Empresa => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
    ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
    acessoLimitado: faker.datatype.boolean(),
    planoId: faker.number.int({ min: 1, max: 9007199254740991 }),
    servidorId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
    logoUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    plano: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
    servidor: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getBuscaEmpresaResponseMock = (): Empresa => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
    ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
    acessoLimitado: faker.datatype.boolean(),
    planoId: faker.number.int({ min: 1, max: 9007199254740991 }),
    servidorId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
    logoUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    plano: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
    servidor: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getAlteraEmpresaResponseMock = (): Empresa => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    cpfcnpj: faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
    ie: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(ISENTO|[0-9]{2,14})$'), null]),
    acessoLimitado: faker.datatype.boolean(),
    planoId: faker.number.int({ min: 1, max: 9007199254740991 }),
    servidorId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
    logoUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    plano: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
    servidor: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getExportaExcelEmpresasResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemEmpresasResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioEmpresasResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioEmpresasResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getBuscaConfiguracoesEmpresaResponseMock = (): ConfiguracaoFiscalEmpresa => ({
  ...{
    ambiente: {
      tipoAmbiente: faker.helpers.arrayElement(Object.values(TipoAmbiente)),
      versaoCTe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
      versaoMDFe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
    },
    emissao: {
      tipoEmissaoCTe: faker.helpers.arrayElement(Object.values(TipoEmissaoCTe)),
      tipoEmissaoMDFe: faker.helpers.arrayElement(Object.values(TipoEmissaoMDFe)),
      obsTributaria: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 2000 } }),
        null,
      ]),
    },
    series: {
      serieCTe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
      serieMDFe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
    },
  },
  ...{
    certificado: faker.helpers.arrayElement([
      {
        vencimento: faker.date.past().toISOString().slice(0, 10),
        titular: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        cnpj: faker.helpers.arrayElement([
          faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
          null,
        ]),
      },
      null,
    ]),
  },
});

export const getAlteraConfiguracoesEmpresaResponseMock = (): ConfiguracaoFiscalEmpresa => ({
  ...{
    ambiente: {
      tipoAmbiente: faker.helpers.arrayElement(Object.values(TipoAmbiente)),
      versaoCTe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
      versaoMDFe: faker.helpers.fromRegExp('^[0-9]{1,2}\\.[0-9]{2}$'),
    },
    emissao: {
      tipoEmissaoCTe: faker.helpers.arrayElement(Object.values(TipoEmissaoCTe)),
      tipoEmissaoMDFe: faker.helpers.arrayElement(Object.values(TipoEmissaoMDFe)),
      obsTributaria: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 2000 } }),
        null,
      ]),
    },
    series: {
      serieCTe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
      serieMDFe: faker.helpers.fromRegExp('^[0-9]{1,3}$'),
    },
  },
  ...{
    certificado: faker.helpers.arrayElement([
      {
        vencimento: faker.date.past().toISOString().slice(0, 10),
        titular: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        cnpj: faker.helpers.arrayElement([
          faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
          null,
        ]),
      },
      null,
    ]),
  },
});

export const getAlteraCertificadoEmpresaResponseMock = (
  overrideResponse: Partial<Extract<CertificadoDigital, object>> = {},
): CertificadoDigital => ({
  vencimento: faker.date.past().toISOString().slice(0, 10),
  titular: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
  cnpj: faker.helpers.arrayElement([faker.helpers.fromRegExp('^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'), null]),
  ...overrideResponse,
});

export const getListaEmpresasMockHandler = (
  overrideResponse?:
    | PaginaEmpresas
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaEmpresas> | PaginaEmpresas),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/empresas',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaEmpresasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaEmpresaMockHandler = (
  overrideResponse?:
    Empresa | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Empresa> | Empresa),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/empresas',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaEmpresaResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaEmpresaMockHandler = (
  overrideResponse?:
    Empresa | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Empresa> | Empresa),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/empresas/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraEmpresaMockHandler = (
  overrideResponse?:
    Empresa | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Empresa> | Empresa),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/empresas/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelEmpresasMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/empresas/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelEmpresasResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemEmpresasMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/empresas/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemEmpresasResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioEmpresasMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/empresas/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioEmpresasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioEmpresasMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/empresas/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioEmpresasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaConfiguracoesEmpresaMockHandler = (
  overrideResponse?:
    | ConfiguracaoFiscalEmpresa
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ConfiguracaoFiscalEmpresa> | ConfiguracaoFiscalEmpresa),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/empresas/:id/configuracoes',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaConfiguracoesEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraConfiguracoesEmpresaMockHandler = (
  overrideResponse?:
    | ConfiguracaoFiscalEmpresa
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<ConfiguracaoFiscalEmpresa> | ConfiguracaoFiscalEmpresa),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/empresas/:id/altera-configuracoes',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraConfiguracoesEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraCertificadoEmpresaMockHandler = (
  overrideResponse?:
    | CertificadoDigital
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<CertificadoDigital> | CertificadoDigital),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/empresas/:id/altera-certificado',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraCertificadoEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getEmpresasMock = () => [
  getListaEmpresasMockHandler(),
  getCriaEmpresaMockHandler(),
  getBuscaEmpresaMockHandler(),
  getAlteraEmpresaMockHandler(),
  getExportaExcelEmpresasMockHandler(),
  getExportaListagemEmpresasMockHandler(),
  getBuscaColunasUsuarioEmpresasMockHandler(),
  getAlteraColunasUsuarioEmpresasMockHandler(),
  getBuscaConfiguracoesEmpresaMockHandler(),
  getAlteraConfiguracoesEmpresaMockHandler(),
  getAlteraCertificadoEmpresaMockHandler(),
];
