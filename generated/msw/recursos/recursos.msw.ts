/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { PreferenciasColunas, StatusCadastro } from '../../api/model';

export const getExportaExcelResponseMock = (): Blob =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemResponseMock = (): Blob =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getInativaRegistroResponseMock = (
  overrideResponse: Partial<Extract<StatusCadastro, object>> = {},
): StatusCadastro => ({
  ativo: faker.datatype.boolean(),
  historico: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    ativo: faker.datatype.boolean(),
    motivo: faker.string.alpha({ length: { min: 10, max: 20 } }),
    createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
    usuario: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      },
      null,
    ]),
  })),
  ...overrideResponse,
});

export const getAtivaRegistroResponseMock = (
  overrideResponse: Partial<Extract<StatusCadastro, object>> = {},
): StatusCadastro => ({
  ativo: faker.datatype.boolean(),
  historico: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    ativo: faker.datatype.boolean(),
    motivo: faker.string.alpha({ length: { min: 10, max: 20 } }),
    createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
    usuario: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      },
      null,
    ]),
  })),
  ...overrideResponse,
});

export const getBuscaStatusCadastroResponseMock = (
  overrideResponse: Partial<Extract<StatusCadastro, object>> = {},
): StatusCadastro => ({
  ativo: faker.datatype.boolean(),
  historico: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    ativo: faker.datatype.boolean(),
    motivo: faker.string.alpha({ length: { min: 10, max: 20 } }),
    createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
    usuario: faker.helpers.arrayElement([
      {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      },
      null,
    ]),
  })),
  ...overrideResponse,
});

export const getBuscaColunasUsuarioResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunas, object>> = {},
): PreferenciasColunas => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunas, object>> = {},
): PreferenciasColunas => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getExportaPlanilhaModeloResponseMock = (): Blob =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaExcelMockHandler = (
  overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/:recurso/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemMockHandler = (
  overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/:recurso/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getInativaRegistroMockHandler = (
  overrideResponse?:
    | StatusCadastro
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<StatusCadastro> | StatusCadastro),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/:recurso/inativa/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getInativaRegistroResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAtivaRegistroMockHandler = (
  overrideResponse?:
    | StatusCadastro
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<StatusCadastro> | StatusCadastro),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/:recurso/ativa/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAtivaRegistroResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaStatusCadastroMockHandler = (
  overrideResponse?:
    | StatusCadastro
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<StatusCadastro> | StatusCadastro),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/:recurso/busca-status-cadastro/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaStatusCadastroResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaColunasUsuarioMockHandler = (
  overrideResponse?:
    | PreferenciasColunas
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunas> | PreferenciasColunas),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/:recurso/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioMockHandler = (
  overrideResponse?:
    | PreferenciasColunas
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunas> | PreferenciasColunas),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/:recurso/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaPlanilhaModeloMockHandler = (
  overrideResponse?: Blob | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Blob> | Blob),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/:recurso/exporta-planilha-modelo',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaPlanilhaModeloResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};
export const getRecursosMock = () => [
  getExportaExcelMockHandler(),
  getExportaListagemMockHandler(),
  getInativaRegistroMockHandler(),
  getAtivaRegistroMockHandler(),
  getBuscaStatusCadastroMockHandler(),
  getBuscaColunasUsuarioMockHandler(),
  getAlteraColunasUsuarioMockHandler(),
  getExportaPlanilhaModeloMockHandler(),
];
