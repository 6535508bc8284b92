/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { EstadoInstanciaNuvem } from '../../api/model';
import type {
  ComandoInstanciaNuvem,
  InstanciaNuvem,
  PaginaServidores,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  Servidor,
} from '../../api/model';

export const getListaServidoresResponseMock = (): PaginaServidores => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
        endereco: faker.helpers.fromRegExp('^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$'),
        magaluId: faker.helpers.arrayElement([faker.helpers.fromRegExp('^[A-Za-z0-9_-]+$'), null]),
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

export const getCriaServidorResponseMock = (): Servidor => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    endereco: faker.helpers.fromRegExp('^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$'),
    magaluId: faker.helpers.arrayElement([faker.helpers.fromRegExp('^[A-Za-z0-9_-]+$'), null]),
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

export const getBuscaServidorResponseMock = (): Servidor => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    endereco: faker.helpers.fromRegExp('^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$'),
    magaluId: faker.helpers.arrayElement([faker.helpers.fromRegExp('^[A-Za-z0-9_-]+$'), null]),
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

export const getAlteraServidorResponseMock = (): Servidor => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    endereco: faker.helpers.fromRegExp('^(https?://)?[A-Za-z0-9.-]+(:[0-9]{1,5})?(/\\S*)?$'),
    magaluId: faker.helpers.arrayElement([faker.helpers.fromRegExp('^[A-Za-z0-9_-]+$'), null]),
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

export const getExportaExcelServidoresResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemServidoresResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioServidoresResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioServidoresResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getBuscaStatusInstanciaNuvemResponseMock = (
  overrideResponse: Partial<Extract<InstanciaNuvem, object>> = {},
): InstanciaNuvem => ({
  name: faker.string.alpha({ length: { min: 10, max: 20 } }),
  state: faker.helpers.arrayElement(Object.values(EstadoInstanciaNuvem)),
  status: faker.string.alpha({ length: { min: 1, max: 20 } }),
  ...overrideResponse,
});

export const getLigaInstanciaNuvemResponseMock = (
  overrideResponse: Partial<Extract<ComandoInstanciaNuvem, object>> = {},
): ComandoInstanciaNuvem => ({
  mensagem: faker.string.alpha({ length: { min: 10, max: 20 } }),
  ...overrideResponse,
});

export const getListaServidoresMockHandler = (
  overrideResponse?:
    | PaginaServidores
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaServidores> | PaginaServidores),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/servidores',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaServidoresResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaServidorMockHandler = (
  overrideResponse?:
    Servidor | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Servidor> | Servidor),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/servidores',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaServidorResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaServidorMockHandler = (
  overrideResponse?:
    Servidor | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Servidor> | Servidor),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/servidores/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaServidorResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraServidorMockHandler = (
  overrideResponse?:
    Servidor | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Servidor> | Servidor),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/servidores/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraServidorResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelServidoresMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/servidores/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelServidoresResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemServidoresMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/servidores/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemServidoresResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioServidoresMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/servidores/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioServidoresResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioServidoresMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/servidores/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioServidoresResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaStatusInstanciaNuvemMockHandler = (
  overrideResponse?:
    | InstanciaNuvem
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<InstanciaNuvem> | InstanciaNuvem),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/public/usuario/status-servidor/:magaluId',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaStatusInstanciaNuvemResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getLigaInstanciaNuvemMockHandler = (
  overrideResponse?:
    | ComandoInstanciaNuvem
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<ComandoInstanciaNuvem> | ComandoInstanciaNuvem),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/public/usuario/liga-servidor/:magaluId',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getLigaInstanciaNuvemResponseMock(),
        { status: 202 },
      );
    },
    options,
  );
};
export const getServidoresMock = () => [
  getListaServidoresMockHandler(),
  getCriaServidorMockHandler(),
  getBuscaServidorMockHandler(),
  getAlteraServidorMockHandler(),
  getExportaExcelServidoresMockHandler(),
  getExportaListagemServidoresMockHandler(),
  getBuscaColunasUsuarioServidoresMockHandler(),
  getAlteraColunasUsuarioServidoresMockHandler(),
  getBuscaStatusInstanciaNuvemMockHandler(),
  getLigaInstanciaNuvemMockHandler(),
];
