/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { StatusCadastro } from '../../api/model';

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
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
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
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
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
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
      null,
    ]),
  })),
  ...overrideResponse,
});

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
export const getRecursosMock = () => [
  getInativaRegistroMockHandler(),
  getAtivaRegistroMockHandler(),
  getBuscaStatusCadastroMockHandler(),
];
