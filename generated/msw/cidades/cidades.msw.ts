/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { Uf } from '../../api/model';
import type {
  Cidade,
  ImportacaoAceita,
  PaginaCidades,
  PlanilhaExcelResponse,
  PlanilhaModeloResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaCidadesResponseMock = (): PaginaCidades => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
        codigoIbge: faker.helpers.fromRegExp('^[0-9]{7}$'),
        uf: faker.helpers.arrayElement(Object.values(Uf)),
        latitude: faker.helpers.arrayElement([
          faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
          null,
        ]),
        longitude: faker.helpers.arrayElement([
          faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
          null,
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
      ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
    })),
  },
});

export const getCriaCidadeResponseMock = (): Cidade => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    codigoIbge: faker.helpers.fromRegExp('^[0-9]{7}$'),
    uf: faker.helpers.arrayElement(Object.values(Uf)),
    latitude: faker.helpers.arrayElement([
      faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
      null,
    ]),
    longitude: faker.helpers.arrayElement([
      faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
      null,
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
  ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
});

export const getBuscaCidadeResponseMock = (): Cidade => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    codigoIbge: faker.helpers.fromRegExp('^[0-9]{7}$'),
    uf: faker.helpers.arrayElement(Object.values(Uf)),
    latitude: faker.helpers.arrayElement([
      faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
      null,
    ]),
    longitude: faker.helpers.arrayElement([
      faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
      null,
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
  ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
});

export const getAlteraCidadeResponseMock = (): Cidade => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    codigoIbge: faker.helpers.fromRegExp('^[0-9]{7}$'),
    uf: faker.helpers.arrayElement(Object.values(Uf)),
    latitude: faker.helpers.arrayElement([
      faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
      null,
    ]),
    longitude: faker.helpers.arrayElement([
      faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
      null,
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
  ...{ id: faker.number.int({ min: 1, max: 9007199254740991 }), ativo: faker.datatype.boolean() },
});

export const getExportaExcelCidadesResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemCidadesResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioCidadesResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioCidadesResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getExportaPlanilhaModeloCidadesResponseMock = (): PlanilhaModeloResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getImportaCidadesResponseMock = (
  overrideResponse: Partial<Extract<ImportacaoAceita, object>> = {},
): ImportacaoAceita => ({
  idEvento: faker.string.alpha({ length: { min: 1, max: 20 } }),
  ...overrideResponse,
});

export const getListaCidadesMockHandler = (
  overrideResponse?:
    | PaginaCidades
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaCidades> | PaginaCidades),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/cidades',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaCidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaCidadeMockHandler = (
  overrideResponse?:
    Cidade | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Cidade> | Cidade),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/cidades',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaCidadeResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaCidadeMockHandler = (
  overrideResponse?:
    Cidade | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Cidade> | Cidade),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/cidades/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaCidadeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraCidadeMockHandler = (
  overrideResponse?:
    Cidade | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Cidade> | Cidade),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/cidades/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraCidadeResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelCidadesMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/cidades/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelCidadesResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemCidadesMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/cidades/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemCidadesResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioCidadesMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/cidades/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioCidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioCidadesMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/cidades/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioCidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaPlanilhaModeloCidadesMockHandler = (
  overrideResponse?:
    | PlanilhaModeloResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaModeloResponse> | PlanilhaModeloResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/cidades/exporta-planilha-modelo',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaPlanilhaModeloCidadesResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getImportaCidadesMockHandler = (
  overrideResponse?:
    | ImportacaoAceita
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<ImportacaoAceita> | ImportacaoAceita),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/cidades/importa-cidades',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getImportaCidadesResponseMock(),
        { status: 202 },
      );
    },
    options,
  );
};
export const getCidadesMock = () => [
  getListaCidadesMockHandler(),
  getCriaCidadeMockHandler(),
  getBuscaCidadeMockHandler(),
  getAlteraCidadeMockHandler(),
  getExportaExcelCidadesMockHandler(),
  getExportaListagemCidadesMockHandler(),
  getBuscaColunasUsuarioCidadesMockHandler(),
  getAlteraColunasUsuarioCidadesMockHandler(),
  getExportaPlanilhaModeloCidadesMockHandler(),
  getImportaCidadesMockHandler(),
];
