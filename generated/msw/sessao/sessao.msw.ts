/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { PerfilSessao, PermissoesSessao, TokensSessao, UsuarioSessao } from '../../api/model';

export const getAutenticaUsuarioResponseMock = (
  overrideResponse: Partial<Extract<TokensSessao, object>> = {},
): TokensSessao => ({
  token: faker.string.alpha({ length: { min: 1, max: 20 } }),
  refreshToken: faker.string.alpha({ length: { min: 1, max: 20 } }),
  expiraEm: faker.number.int({ min: 1 }),
  ...overrideResponse,
});

export const getRenovaTokenResponseMock = (
  overrideResponse: Partial<Extract<TokensSessao, object>> = {},
): TokensSessao => ({
  token: faker.string.alpha({ length: { min: 1, max: 20 } }),
  refreshToken: faker.string.alpha({ length: { min: 1, max: 20 } }),
  expiraEm: faker.number.int({ min: 1 }),
  ...overrideResponse,
});

export const getBuscaMeuPerfilResponseMock = (
  overrideResponse: Partial<Extract<PerfilSessao, object>> = {},
): PerfilSessao => ({
  usuario: {
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
    email: faker.internet.email(),
    avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    ativo: faker.datatype.boolean(),
    admin: faker.datatype.boolean(),
  },
  ...overrideResponse,
});

export const getBuscaMinhasPermissoesResponseMock = (
  overrideResponse: Partial<Extract<PermissoesSessao, object>> = {},
): PermissoesSessao => ({
  acoes: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
    faker.helpers.fromRegExp('^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$'),
  ),
  ...overrideResponse,
});

export const getAlteraMeuPerfilResponseMock = (
  overrideResponse: Partial<Extract<UsuarioSessao, object>> = {},
): UsuarioSessao => ({
  id: faker.number.int({ min: 1, max: 9007199254740991 }),
  nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
  email: faker.internet.email(),
  avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
  ativo: faker.datatype.boolean(),
  admin: faker.datatype.boolean(),
  ...overrideResponse,
});

export const getAutenticaUsuarioMockHandler = (
  overrideResponse?:
    | TokensSessao
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TokensSessao> | TokensSessao),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/authorization/login',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAutenticaUsuarioResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getRenovaTokenMockHandler = (
  overrideResponse?:
    | TokensSessao
    | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TokensSessao> | TokensSessao),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/authorization/refresh',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getRenovaTokenResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaMeuPerfilMockHandler = (
  overrideResponse?:
    | PerfilSessao
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PerfilSessao> | PerfilSessao),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/eu/perfil',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaMeuPerfilResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaMinhasPermissoesMockHandler = (
  overrideResponse?:
    | PermissoesSessao
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PermissoesSessao> | PermissoesSessao),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/eu/permissoes',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaMinhasPermissoesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraMeuPerfilMockHandler = (
  overrideResponse?:
    | UsuarioSessao
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<UsuarioSessao> | UsuarioSessao),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/eu/altera-perfil',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraMeuPerfilResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraMinhaSenhaMockHandler = (
  overrideResponse?: void | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<void> | void),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/usuarios/altera-senha',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      if (typeof overrideResponse === 'function') {
        await overrideResponse(info);
      }

      return new HttpResponse(null, { status: 204 });
    },
    options,
  );
};
export const getSessaoMock = () => [
  getAutenticaUsuarioMockHandler(),
  getRenovaTokenMockHandler(),
  getBuscaMeuPerfilMockHandler(),
  getBuscaMinhasPermissoesMockHandler(),
  getAlteraMeuPerfilMockHandler(),
  getAlteraMinhaSenhaMockHandler(),
];
