/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { SentidoPracaPedagio, Uf } from '../../api/model';
import type {
  ImportacaoAceita,
  PaginaPracasPedagio,
  PlanilhaExcelResponse,
  PlanilhaModeloResponse,
  PracaPedagio,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
} from '../../api/model';

export const getListaPracasPedagioResponseMock = (): PaginaPracasPedagio => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
        concessionaria: faker.string.alpha({ length: { min: 1, max: 120 } }),
        rodovia: faker.helpers.fromRegExp('^[A-Z]{2,3}-[0-9]{3}$'),
        km: faker.number.float({ min: 0, fractionDigits: 2 }),
        uf: faker.helpers.arrayElement(Object.values(Uf)),
        cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
        sentido: faker.helpers.arrayElement(Object.values(SentidoPracaPedagio)),
        latitude: faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
        longitude: faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
        valores: Array.from({ length: faker.number.int({ min: 1, max: 8 }) }, (_, i) => i + 1).map(() => ({
          eixos: faker.number.int({ min: 2, max: 9 }),
          valor: faker.number.float({ min: 0, fractionDigits: 2 }),
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
        cidade: {
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

export const getCriaPracaPedagioResponseMock = (): PracaPedagio => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    concessionaria: faker.string.alpha({ length: { min: 1, max: 120 } }),
    rodovia: faker.helpers.fromRegExp('^[A-Z]{2,3}-[0-9]{3}$'),
    km: faker.number.float({ min: 0, fractionDigits: 2 }),
    uf: faker.helpers.arrayElement(Object.values(Uf)),
    cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
    sentido: faker.helpers.arrayElement(Object.values(SentidoPracaPedagio)),
    latitude: faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
    longitude: faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
    valores: Array.from({ length: faker.number.int({ min: 1, max: 8 }) }, (_, i) => i + 1).map(() => ({
      eixos: faker.number.int({ min: 2, max: 9 }),
      valor: faker.number.float({ min: 0, fractionDigits: 2 }),
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
    cidade: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getBuscaPracaPedagioResponseMock = (): PracaPedagio => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    concessionaria: faker.string.alpha({ length: { min: 1, max: 120 } }),
    rodovia: faker.helpers.fromRegExp('^[A-Z]{2,3}-[0-9]{3}$'),
    km: faker.number.float({ min: 0, fractionDigits: 2 }),
    uf: faker.helpers.arrayElement(Object.values(Uf)),
    cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
    sentido: faker.helpers.arrayElement(Object.values(SentidoPracaPedagio)),
    latitude: faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
    longitude: faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
    valores: Array.from({ length: faker.number.int({ min: 1, max: 8 }) }, (_, i) => i + 1).map(() => ({
      eixos: faker.number.int({ min: 2, max: 9 }),
      valor: faker.number.float({ min: 0, fractionDigits: 2 }),
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
    cidade: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getAlteraPracaPedagioResponseMock = (): PracaPedagio => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 120 } }),
    concessionaria: faker.string.alpha({ length: { min: 1, max: 120 } }),
    rodovia: faker.helpers.fromRegExp('^[A-Z]{2,3}-[0-9]{3}$'),
    km: faker.number.float({ min: 0, fractionDigits: 2 }),
    uf: faker.helpers.arrayElement(Object.values(Uf)),
    cidadeId: faker.number.int({ min: 1, max: 9007199254740991 }),
    sentido: faker.helpers.arrayElement(Object.values(SentidoPracaPedagio)),
    latitude: faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
    longitude: faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
    valores: Array.from({ length: faker.number.int({ min: 1, max: 8 }) }, (_, i) => i + 1).map(() => ({
      eixos: faker.number.int({ min: 2, max: 9 }),
      valor: faker.number.float({ min: 0, fractionDigits: 2 }),
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
    cidade: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      descricao: faker.helpers.arrayElement([
        faker.string.alpha({ length: { min: 10, max: 20 } }),
        undefined,
      ]),
    },
  },
});

export const getExportaExcelPracasPedagioResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemPracasPedagioResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioPracasPedagioResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioPracasPedagioResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getExportaPlanilhaModeloPracasPedagioResponseMock = (): PlanilhaModeloResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getImportaPracasPedagioResponseMock = (
  overrideResponse: Partial<Extract<ImportacaoAceita, object>> = {},
): ImportacaoAceita => ({
  idEvento: faker.string.alpha({ length: { min: 1, max: 20 } }),
  ...overrideResponse,
});

export const getImportaValoresPedagioResponseMock = (
  overrideResponse: Partial<Extract<ImportacaoAceita, object>> = {},
): ImportacaoAceita => ({
  idEvento: faker.string.alpha({ length: { min: 1, max: 20 } }),
  ...overrideResponse,
});

export const getExportaModeloValoresPedagioResponseMock = (): Blob =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getListaPracasPedagioMockHandler = (
  overrideResponse?:
    | PaginaPracasPedagio
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PaginaPracasPedagio> | PaginaPracasPedagio),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaPracasPedagioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaPracaPedagioMockHandler = (
  overrideResponse?:
    | PracaPedagio
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PracaPedagio> | PracaPedagio),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/praca-pedagio',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaPracaPedagioResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaPracaPedagioMockHandler = (
  overrideResponse?:
    | PracaPedagio
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PracaPedagio> | PracaPedagio),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaPracaPedagioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraPracaPedagioMockHandler = (
  overrideResponse?:
    | PracaPedagio
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<PracaPedagio> | PracaPedagio),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/praca-pedagio/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraPracaPedagioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelPracasPedagioMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelPracasPedagioResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemPracasPedagioMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemPracasPedagioResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioPracasPedagioMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioPracasPedagioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioPracasPedagioMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/praca-pedagio/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioPracasPedagioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaPlanilhaModeloPracasPedagioMockHandler = (
  overrideResponse?:
    | PlanilhaModeloResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaModeloResponse> | PlanilhaModeloResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio/exporta-planilha-modelo',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaPlanilhaModeloPracasPedagioResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getImportaPracasPedagioMockHandler = (
  overrideResponse?:
    | ImportacaoAceita
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<ImportacaoAceita> | ImportacaoAceita),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/praca-pedagio/importa-pracas-pedagio',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getImportaPracasPedagioResponseMock(),
        { status: 202 },
      );
    },
    options,
  );
};

export const getImportaValoresPedagioMockHandler = (
  overrideResponse?:
    | ImportacaoAceita
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<ImportacaoAceita> | ImportacaoAceita),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/praca-pedagio/importa-valores-pedagio',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getImportaValoresPedagioResponseMock(),
        { status: 202 },
      );
    },
    options,
  );
};

export const getExportaModeloValoresPedagioMockHandler = (
  overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/praca-pedagio/exporta-planilha-modelo-valores',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaModeloValoresPedagioResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};
export const getPracaPedagioMock = () => [
  getListaPracasPedagioMockHandler(),
  getCriaPracaPedagioMockHandler(),
  getBuscaPracaPedagioMockHandler(),
  getAlteraPracaPedagioMockHandler(),
  getExportaExcelPracasPedagioMockHandler(),
  getExportaListagemPracasPedagioMockHandler(),
  getBuscaColunasUsuarioPracasPedagioMockHandler(),
  getAlteraColunasUsuarioPracasPedagioMockHandler(),
  getExportaPlanilhaModeloPracasPedagioMockHandler(),
  getImportaPracasPedagioMockHandler(),
  getImportaValoresPedagioMockHandler(),
  getExportaModeloValoresPedagioMockHandler(),
];
