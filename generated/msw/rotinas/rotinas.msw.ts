/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type {
  PaginaRotinas,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  Rotina,
} from '../../api/model';

export const getListaRotinasResponseMock = (): PaginaRotinas => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
        codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9_]{1,29}$'),
        moduloId: faker.number.int({ min: 1, max: 9007199254740991 }),
        acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
          id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
          codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$'),
          descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
        })),
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
        modulo: {
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

export const getCriaRotinaResponseMock = (): Rotina => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9_]{1,29}$'),
    moduloId: faker.number.int({ min: 1, max: 9007199254740991 }),
    acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
      codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$'),
      descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    })),
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
    modulo: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getBuscaRotinaResponseMock = (): Rotina => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9_]{1,29}$'),
    moduloId: faker.number.int({ min: 1, max: 9007199254740991 }),
    acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
      codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$'),
      descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    })),
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
    modulo: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getAlteraRotinaResponseMock = (): Rotina => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9_]{1,29}$'),
    moduloId: faker.number.int({ min: 1, max: 9007199254740991 }),
    acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), undefined]),
      codigo: faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$'),
      descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    })),
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
    modulo: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getExportaExcelRotinasResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemRotinasResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioRotinasResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioRotinasResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getListaRotinasMockHandler = (
  overrideResponse?:
    | PaginaRotinas
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaRotinas> | PaginaRotinas),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/rotinas',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaRotinasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaRotinaMockHandler = (
  overrideResponse?:
    Rotina | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Rotina> | Rotina),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/rotinas',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaRotinaResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaRotinaMockHandler = (
  overrideResponse?:
    Rotina | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Rotina> | Rotina),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/rotinas/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaRotinaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraRotinaMockHandler = (
  overrideResponse?:
    Rotina | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Rotina> | Rotina),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/rotinas/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraRotinaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelRotinasMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/rotinas/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelRotinasResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemRotinasMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/rotinas/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemRotinasResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioRotinasMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/rotinas/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioRotinasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioRotinasMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/rotinas/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioRotinasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getRotinasMock = () => [
  getListaRotinasMockHandler(),
  getCriaRotinaMockHandler(),
  getBuscaRotinaMockHandler(),
  getAlteraRotinaMockHandler(),
  getExportaExcelRotinasMockHandler(),
  getExportaListagemRotinasMockHandler(),
  getBuscaColunasUsuarioRotinasMockHandler(),
  getAlteraColunasUsuarioRotinasMockHandler(),
];
