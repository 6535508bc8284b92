/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type {
  PaginaUsuarios,
  PaginaUsuariosEmpresa,
  PlanilhaExcelResponse,
  PreferenciasColunasResponse,
  RelatorioPdfResponse,
  Usuario,
  UsuarioEmpresa,
} from '../../api/model';

export const getListaUsuariosResponseMock = (): PaginaUsuarios => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
        email: faker.internet.email(),
        admin: faker.datatype.boolean(),
        permissaoId: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), null]),
        empresaIds: faker.helpers.arrayElement([
          Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
            faker.number.int({ min: 1, max: 9007199254740991 }),
          ),
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
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
        emailConfirmado: faker.datatype.boolean(),
        permissao: faker.helpers.arrayElement([
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
        empresas: faker.helpers.arrayElement([
          Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
          })),
          undefined,
        ]),
      },
    })),
  },
});

export const getCriaUsuarioResponseMock = (): Usuario => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    email: faker.internet.email(),
    admin: faker.datatype.boolean(),
    permissaoId: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), null]),
    empresaIds: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
        faker.number.int({ min: 1, max: 9007199254740991 }),
      ),
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
    avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    emailConfirmado: faker.datatype.boolean(),
    permissao: faker.helpers.arrayElement([
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
    empresas: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      })),
      undefined,
    ]),
  },
});

export const getBuscaUsuarioResponseMock = (): Usuario => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    email: faker.internet.email(),
    admin: faker.datatype.boolean(),
    permissaoId: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), null]),
    empresaIds: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
        faker.number.int({ min: 1, max: 9007199254740991 }),
      ),
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
    avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    emailConfirmado: faker.datatype.boolean(),
    permissao: faker.helpers.arrayElement([
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
    empresas: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      })),
      undefined,
    ]),
  },
});

export const getAlteraUsuarioResponseMock = (): Usuario => ({
  ...{
    nome: faker.string.alpha({ length: { min: 1, max: 150 } }),
    email: faker.internet.email(),
    admin: faker.datatype.boolean(),
    permissaoId: faker.helpers.arrayElement([faker.number.int({ min: 1, max: 9007199254740991 }), null]),
    empresaIds: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
        faker.number.int({ min: 1, max: 9007199254740991 }),
      ),
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
    avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    emailConfirmado: faker.datatype.boolean(),
    permissao: faker.helpers.arrayElement([
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
    empresas: faker.helpers.arrayElement([
      Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      })),
      undefined,
    ]),
  },
});

export const getExportaExcelUsuariosResponseMock = (): PlanilhaExcelResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getExportaListagemUsuariosResponseMock = (): RelatorioPdfResponse =>
  new Blob([new Uint8Array(faker.number.int({ min: 1, max: 64 }))]);

export const getBuscaColunasUsuarioUsuariosResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getAlteraColunasUsuarioUsuariosResponseMock = (
  overrideResponse: Partial<Extract<PreferenciasColunasResponse, object>> = {},
): PreferenciasColunasResponse => ({
  colunas: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    coluna: faker.string.alpha({ length: { min: 10, max: 20 } }),
    posicao: faker.number.int({ min: 0 }),
    mostrar: faker.datatype.boolean(),
  })),
  ...overrideResponse,
});

export const getListaUsuariosPorEmpresaResponseMock = (): PaginaUsuariosEmpresa => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      ativo: faker.datatype.boolean(),
      emailConfirmado: faker.datatype.boolean(),
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      servidor: faker.helpers.arrayElement([
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
    })),
  },
});

export const getAlteraServidorUsuarioEmpresaResponseMock = (
  overrideResponse: Partial<Extract<UsuarioEmpresa, object>> = {},
): UsuarioEmpresa => ({
  id: faker.number.int({ min: 1, max: 9007199254740991 }),
  ativo: faker.datatype.boolean(),
  emailConfirmado: faker.datatype.boolean(),
  usuario: {
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
    avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
  },
  servidor: faker.helpers.arrayElement([
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
  ...overrideResponse,
});

export const getRemoveServidorUsuarioEmpresaResponseMock = (
  overrideResponse: Partial<Extract<UsuarioEmpresa, object>> = {},
): UsuarioEmpresa => ({
  id: faker.number.int({ min: 1, max: 9007199254740991 }),
  ativo: faker.datatype.boolean(),
  emailConfirmado: faker.datatype.boolean(),
  usuario: {
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
    avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
  },
  servidor: faker.helpers.arrayElement([
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
  ...overrideResponse,
});

export const getListaUsuariosMockHandler = (
  overrideResponse?:
    | PaginaUsuarios
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaUsuarios> | PaginaUsuarios),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaUsuariosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaUsuarioMockHandler = (
  overrideResponse?:
    Usuario | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Usuario> | Usuario),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaUsuarioResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getBuscaUsuarioMockHandler = (
  overrideResponse?:
    Usuario | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Usuario> | Usuario),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/usuarios/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaUsuarioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraUsuarioMockHandler = (
  overrideResponse?:
    Usuario | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Usuario> | Usuario),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/usuarios/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraUsuarioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExportaExcelUsuariosMockHandler = (
  overrideResponse?:
    | PlanilhaExcelResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PlanilhaExcelResponse> | PlanilhaExcelResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/usuarios/exporta-excel',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaExcelUsuariosResponseMock();
      return new HttpResponse(binaryBody, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream' },
      });
    },
    options,
  );
};

export const getExportaListagemUsuariosMockHandler = (
  overrideResponse?:
    | RelatorioPdfResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<RelatorioPdfResponse> | RelatorioPdfResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/usuarios/exporta-listagem',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      const binaryBody =
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getExportaListagemUsuariosResponseMock();
      return new HttpResponse(binaryBody, { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    },
    options,
  );
};

export const getBuscaColunasUsuarioUsuariosMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/usuarios/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaColunasUsuarioUsuariosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraColunasUsuarioUsuariosMockHandler = (
  overrideResponse?:
    | PreferenciasColunasResponse
    | ((
        info: Parameters<Parameters<typeof http.post>[1]>[0],
      ) => Promise<PreferenciasColunasResponse> | PreferenciasColunasResponse),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/usuarios/colunas-usuarios',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraColunasUsuarioUsuariosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getEnviaEmailConfirmacaoUsuarioMockHandler = (
  overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/usuarios/envia-email-confirmacao/:id',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      if (typeof overrideResponse === 'function') {
        await overrideResponse(info);
      }

      return new HttpResponse(null, { status: 204 });
    },
    options,
  );
};

export const getListaUsuariosPorEmpresaMockHandler = (
  overrideResponse?:
    | PaginaUsuariosEmpresa
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PaginaUsuariosEmpresa> | PaginaUsuariosEmpresa),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/usuarios/por-empresa-id/:empresaId',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaUsuariosPorEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraServidorUsuarioEmpresaMockHandler = (
  overrideResponse?:
    | UsuarioEmpresa
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<UsuarioEmpresa> | UsuarioEmpresa),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/usuarios/altera-servidor/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraServidorUsuarioEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getRemoveServidorUsuarioEmpresaMockHandler = (
  overrideResponse?:
    | UsuarioEmpresa
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<UsuarioEmpresa> | UsuarioEmpresa),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/usuarios/remove-servidor/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getRemoveServidorUsuarioEmpresaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getUsuariosMock = () => [
  getListaUsuariosMockHandler(),
  getCriaUsuarioMockHandler(),
  getBuscaUsuarioMockHandler(),
  getAlteraUsuarioMockHandler(),
  getExportaExcelUsuariosMockHandler(),
  getExportaListagemUsuariosMockHandler(),
  getBuscaColunasUsuarioUsuariosMockHandler(),
  getAlteraColunasUsuarioUsuariosMockHandler(),
  getEnviaEmailConfirmacaoUsuarioMockHandler(),
  getListaUsuariosPorEmpresaMockHandler(),
  getAlteraServidorUsuarioEmpresaMockHandler(),
  getRemoveServidorUsuarioEmpresaMockHandler(),
];
