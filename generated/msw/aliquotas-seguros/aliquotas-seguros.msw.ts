/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { TipoSeguroCarga } from '../../api/model';
import type {
  AliquotaSeguro,
  ImportacaoAceita,
  PaginaAliquotasSeguros,
  PlanilhaExcelResponse,
  PlanilhaModeloResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaAliquotasSegurosResponseMock = (): PaginaAliquotasSeguros => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
        tipo: faker.helpers.arrayElement(Object.values(TipoSeguroCarga)),
        percentual: faker.number.float({ min: 0, max: 100, fractionDigits: 2 }),
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

export const getCriaAliquotaSeguroResponseMock = (): AliquotaSeguro => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    tipo: faker.helpers.arrayElement(Object.values(TipoSeguroCarga)),
    percentual: faker.number.float({ min: 0, max: 100, fractionDigits: 2 }),
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

export const getBuscaAliquotaSeguroResponseMock = (): AliquotaSeguro => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    tipo: faker.helpers.arrayElement(Object.values(TipoSeguroCarga)),
    percentual: faker.number.float({ min: 0, max: 100, fractionDigits: 2 }),
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

export const getAlteraAliquotaSeguroResponseMock = (): AliquotaSeguro => ({
  ...{
    descricao: faker.string.alpha({ length: { min: 1, max: 120 } }),
    tipo: faker.helpers.arrayElement(Object.values(TipoSeguroCarga)),
    percentual: faker.number.float({ min: 0, max: 100, fractionDigits: 2 }),
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

export const getExportaExcelAliquotasSegurosResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemAliquotasSegurosResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioAliquotasSegurosResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioAliquotasSegurosResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getExportaPlanilhaModeloAliquotasSegurosResponseMock = (): PlanilhaModeloResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getImportaAliquotasSegurosResponseMock = (
  overrideResponse: Partial<Extract<ImportacaoAceita, object>> = {},
): ImportacaoAceita => ({
  idEvento: faker.string.alpha({ length: { min: 1, max: 20 } }),
  ...overrideResponse,
});

export const getListaAliquotasSegurosMockHandler = (
  overrideResponse?:
    | PaginaAliquotasSeguros
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PaginaAliquotasSeguros> | PaginaAliquotasSeguros),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/aliquotas-seguros',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaAliquotasSegurosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaAliquotaSeguroMockHandler = (
  overrideResponse?:
    | AliquotaSeguro
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AliquotaSeguro> | AliquotaSeguro),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/aliquotas-seguros',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaAliquotaSeguroResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaAliquotaSeguroMockHandler = (
  overrideResponse?:
    | AliquotaSeguro
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AliquotaSeguro> | AliquotaSeguro),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/aliquotas-seguros/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaAliquotaSeguroResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraAliquotaSeguroMockHandler = (
  overrideResponse?:
    | AliquotaSeguro
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<AliquotaSeguro> | AliquotaSeguro),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/aliquotas-seguros/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraAliquotaSeguroResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelAliquotasSegurosMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/aliquotas-seguros/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelAliquotasSegurosResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemAliquotasSegurosMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/aliquotas-seguros/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemAliquotasSegurosResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioAliquotasSegurosMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/aliquotas-seguros/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioAliquotasSegurosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioAliquotasSegurosMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/aliquotas-seguros/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioAliquotasSegurosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaPlanilhaModeloAliquotasSegurosMockHandler = (
  overrideResponse?:
    | PlanilhaModeloResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaModeloResponse> | PlanilhaModeloResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/aliquotas-seguros/exporta-planilha-modelo',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaPlanilhaModeloAliquotasSegurosResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getImportaAliquotasSegurosMockHandler = (
  overrideResponse?:
    | ImportacaoAceita
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<ImportacaoAceita> | ImportacaoAceita),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/aliquotas-seguros/importa-aliquotas-seguro',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getImportaAliquotasSegurosResponseMock(),
        { status: 202 },
      );
    },
    options,
  );
};
export const getAliquotasSegurosMock = () => [
  getListaAliquotasSegurosMockHandler(),
  getCriaAliquotaSeguroMockHandler(),
  getBuscaAliquotaSeguroMockHandler(),
  getAlteraAliquotaSeguroMockHandler(),
  getExportaExcelAliquotasSegurosMockHandler(),
  getExportaListagemAliquotasSegurosMockHandler(),
  getBuscaColunasUsuarioAliquotasSegurosMockHandler(),
  getAlteraColunasUsuarioAliquotasSegurosMockHandler(),
  getExportaPlanilhaModeloAliquotasSegurosMockHandler(),
  getImportaAliquotasSegurosMockHandler(),
];
