/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type {
  ImportacaoAceita,
  Ncm,
  PaginaNcms,
  PlanilhaExcelResponse,
  PlanilhaModeloResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaNcmsResponseMock = (): PaginaNcms => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        codigo: faker.helpers.fromRegExp('^[0-9]{8}$'),
        descricao: faker.string.alpha({ length: { min: 1, max: 1000 } }),
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

export const getCriaNcmResponseMock = (): Ncm => ({
  ...{
    codigo: faker.helpers.fromRegExp('^[0-9]{8}$'),
    descricao: faker.string.alpha({ length: { min: 1, max: 1000 } }),
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

export const getBuscaNcmResponseMock = (): Ncm => ({
  ...{
    codigo: faker.helpers.fromRegExp('^[0-9]{8}$'),
    descricao: faker.string.alpha({ length: { min: 1, max: 1000 } }),
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

export const getAlteraNcmResponseMock = (): Ncm => ({
  ...{
    codigo: faker.helpers.fromRegExp('^[0-9]{8}$'),
    descricao: faker.string.alpha({ length: { min: 1, max: 1000 } }),
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

export const getExportaExcelNcmsResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemNcmsResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioNcmsResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioNcmsResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getExportaPlanilhaModeloNcmsResponseMock = (): PlanilhaModeloResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getImportaNcmsResponseMock = (
  overrideResponse: Partial<Extract<ImportacaoAceita, object>> = {},
): ImportacaoAceita => ({
  idEvento: faker.string.alpha({ length: { min: 1, max: 20 } }),
  ...overrideResponse,
});

export const getListaNcmsMockHandler = (
  overrideResponse?:
    PaginaNcms | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaNcms> | PaginaNcms),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/ncms',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaNcmsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaNcmMockHandler = (
  overrideResponse?: Ncm | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Ncm> | Ncm),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/ncms',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaNcmResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaNcmMockHandler = (
  overrideResponse?: Ncm | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Ncm> | Ncm),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/ncms/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaNcmResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraNcmMockHandler = (
  overrideResponse?: Ncm | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Ncm> | Ncm),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/ncms/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraNcmResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelNcmsMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/ncms/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelNcmsResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemNcmsMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/ncms/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemNcmsResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioNcmsMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/ncms/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioNcmsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioNcmsMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/ncms/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioNcmsResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaPlanilhaModeloNcmsMockHandler = (
  overrideResponse?:
    | PlanilhaModeloResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaModeloResponse> | PlanilhaModeloResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/ncms/exporta-planilha-modelo',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaPlanilhaModeloNcmsResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getImportaNcmsMockHandler = (
  overrideResponse?:
    | ImportacaoAceita
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<ImportacaoAceita> | ImportacaoAceita),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/ncms/importa-ncms',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getImportaNcmsResponseMock(),
        { status: 202 },
      );
    },
    options,
  );
};
export const getNcmsMock = () => [
  getListaNcmsMockHandler(),
  getCriaNcmMockHandler(),
  getBuscaNcmMockHandler(),
  getAlteraNcmMockHandler(),
  getExportaExcelNcmsMockHandler(),
  getExportaListagemNcmsMockHandler(),
  getBuscaColunasUsuarioNcmsMockHandler(),
  getAlteraColunasUsuarioNcmsMockHandler(),
  getExportaPlanilhaModeloNcmsMockHandler(),
  getImportaNcmsMockHandler(),
];
