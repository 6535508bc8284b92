/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { TipoAmbiente, TipoEmissaoCTe, TipoEmissaoMDFe } from '../../api/model';
import type {
  ConfiguracaoFiscal,
  PaginaUnidades,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  Unidade,
} from '../../api/model';

export const getListaUnidadesResponseMock = (): PaginaUnidades => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        codigo: faker.number.int({ min: 1, max: 9999 }),
        nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
        empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
        filialId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
        filial: {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          codigo: faker.number.int({ min: 1 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
          fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        },
      },
    })),
  },
});

export const getCriaUnidadeResponseMock = (): Unidade => ({
  ...{
    codigo: faker.number.int({ min: 1, max: 9999 }),
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
    filialId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
    filial: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      codigo: faker.number.int({ min: 1 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    },
  },
});

export const getBuscaUnidadeResponseMock = (): Unidade => ({
  ...{
    codigo: faker.number.int({ min: 1, max: 9999 }),
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
    filialId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
    filial: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      codigo: faker.number.int({ min: 1 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    },
  },
});

export const getAlteraUnidadeResponseMock = (): Unidade => ({
  ...{
    codigo: faker.number.int({ min: 1, max: 9999 }),
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    empresaId: faker.number.int({ min: 1, max: 9007199254740991 }),
    filialId: faker.number.int({ min: 1, max: 9007199254740991 }),
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
    filial: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      codigo: faker.number.int({ min: 1 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      fantasia: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
    },
  },
});

export const getExportaExcelUnidadesResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemUnidadesResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioUnidadesResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioUnidadesResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getBuscaConfiguracoesUnidadeResponseMock = (
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

export const getAlteraConfiguracoesUnidadeResponseMock = (
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

export const getListaUnidadesMockHandler = (
  overrideResponse?:
    | PaginaUnidades
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaUnidades> | PaginaUnidades),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/unidades',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaUnidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaUnidadeMockHandler = (
  overrideResponse?:
    Unidade | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Unidade> | Unidade),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/unidades',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaUnidadeResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaUnidadeMockHandler = (
  overrideResponse?:
    Unidade | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Unidade> | Unidade),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/unidades/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaUnidadeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraUnidadeMockHandler = (
  overrideResponse?:
    Unidade | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Unidade> | Unidade),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/unidades/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraUnidadeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelUnidadesMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/unidades/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelUnidadesResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemUnidadesMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/unidades/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemUnidadesResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioUnidadesMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/unidades/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioUnidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioUnidadesMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/unidades/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioUnidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaConfiguracoesUnidadeMockHandler = (
  overrideResponse?:
    | ConfiguracaoFiscal
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ConfiguracaoFiscal> | ConfiguracaoFiscal),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/unidades/:id/configuracoes',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaConfiguracoesUnidadeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraConfiguracoesUnidadeMockHandler = (
  overrideResponse?:
    | ConfiguracaoFiscal
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<ConfiguracaoFiscal> | ConfiguracaoFiscal),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/unidades/:id/altera-configuracoes',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraConfiguracoesUnidadeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getUnidadesMock = () => [
  getListaUnidadesMockHandler(),
  getCriaUnidadeMockHandler(),
  getBuscaUnidadeMockHandler(),
  getAlteraUnidadeMockHandler(),
  getExportaExcelUnidadesMockHandler(),
  getExportaListagemUnidadesMockHandler(),
  getBuscaColunasUsuarioUnidadesMockHandler(),
  getAlteraColunasUsuarioUnidadesMockHandler(),
  getBuscaConfiguracoesUnidadeMockHandler(),
  getAlteraConfiguracoesUnidadeMockHandler(),
];
