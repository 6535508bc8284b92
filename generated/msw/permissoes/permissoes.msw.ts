/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type {
  PaginaPermissoes,
  Permissao,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaPermissoesResponseMock = (): PaginaPermissoes => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        descricao: faker.string.alpha({ length: { min: 1, max: 100 } }),
        admin: faker.datatype.boolean(),
        acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
          faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'),
        ),
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
      ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
    })),
  },
});

export const getCriaPermissaoResponseMock = (): Permissao => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 100 } }),
    admin: faker.datatype.boolean(),
    acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
      faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'),
    ),
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
  ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
});

export const getBuscaPermissaoResponseMock = (): Permissao => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 100 } }),
    admin: faker.datatype.boolean(),
    acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
      faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'),
    ),
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
  ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
});

export const getAlteraPermissaoResponseMock = (): Permissao => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 100 } }),
    admin: faker.datatype.boolean(),
    acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
      faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'),
    ),
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
  ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
});

export const getExportaExcelPermissoesResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemPermissoesResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioPermissoesResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioPermissoesResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getListaPermissoesMockHandler = (
  overrideResponse?:
    | PaginaPermissoes
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaPermissoes> | PaginaPermissoes),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/permissoes',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaPermissoesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaPermissaoMockHandler = (
  overrideResponse?:
    Permissao | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Permissao> | Permissao),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/permissoes',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaPermissaoResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaPermissaoMockHandler = (
  overrideResponse?:
    Permissao | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Permissao> | Permissao),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/permissoes/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaPermissaoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraPermissaoMockHandler = (
  overrideResponse?:
    Permissao | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Permissao> | Permissao),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/permissoes/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraPermissaoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelPermissoesMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/permissoes/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelPermissoesResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemPermissoesMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/permissoes/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemPermissoesResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioPermissoesMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/permissoes/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioPermissoesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioPermissoesMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/permissoes/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioPermissoesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getPermissoesMock = () => [
  getListaPermissoesMockHandler(),
  getCriaPermissaoMockHandler(),
  getBuscaPermissaoMockHandler(),
  getAlteraPermissaoMockHandler(),
  getExportaExcelPermissoesMockHandler(),
  getExportaListagemPermissoesMockHandler(),
  getBuscaColunasUsuarioPermissoesMockHandler(),
  getAlteraColunasUsuarioPermissoesMockHandler(),
];
