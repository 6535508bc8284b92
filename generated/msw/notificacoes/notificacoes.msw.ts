/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { VarianteNotificacao } from '../../api/model';
import type {
  ContagemNotificacoes,
  MarcacaoNotificacoes,
  Notificacao,
  PaginaNotificacoes,
} from '../../api/model';

export const getListaNotificacoesResponseMock = (): PaginaNotificacoes => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
      variante: faker.helpers.arrayElement(Object.values(VarianteNotificacao)),
      lido: faker.datatype.boolean(),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      notificacaoAcao: faker.helpers.arrayElement([
        { titulo: faker.string.alpha({ length: { min: 1, max: 20 } }), rota: faker.helpers.fromRegExp('^/') },
        null,
      ]),
    })),
  },
});

export const getContaNotificacoesNaoLidasResponseMock = (
  overrideResponse: Partial<Extract<ContagemNotificacoes, object>> = {},
): ContagemNotificacoes => ({ nao_lidas: faker.number.int({ min: 0 }), ...overrideResponse });

export const getMarcaNotificacaoLidaResponseMock = (
  overrideResponse: Partial<Extract<Notificacao, object>> = {},
): Notificacao => ({
  id: faker.number.int({ min: 1, max: 9007199254740991 }),
  titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
  descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
  variante: faker.helpers.arrayElement(Object.values(VarianteNotificacao)),
  lido: faker.datatype.boolean(),
  createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
  notificacaoAcao: faker.helpers.arrayElement([
    { titulo: faker.string.alpha({ length: { min: 1, max: 20 } }), rota: faker.helpers.fromRegExp('^/') },
    null,
  ]),
  ...overrideResponse,
});

export const getMarcaNotificacaoNaoLidaResponseMock = (
  overrideResponse: Partial<Extract<Notificacao, object>> = {},
): Notificacao => ({
  id: faker.number.int({ min: 1, max: 9007199254740991 }),
  titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
  descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
  variante: faker.helpers.arrayElement(Object.values(VarianteNotificacao)),
  lido: faker.datatype.boolean(),
  createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
  notificacaoAcao: faker.helpers.arrayElement([
    { titulo: faker.string.alpha({ length: { min: 1, max: 20 } }), rota: faker.helpers.fromRegExp('^/') },
    null,
  ]),
  ...overrideResponse,
});

export const getMarcaTodasNotificacoesLidasResponseMock = (
  overrideResponse: Partial<Extract<MarcacaoNotificacoes, object>> = {},
): MarcacaoNotificacoes => ({ marcadas: faker.number.int({ min: 0 }), ...overrideResponse });

export const getListaNotificacoesMockHandler = (
  overrideResponse?:
    | PaginaNotificacoes
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<PaginaNotificacoes> | PaginaNotificacoes),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/notificacoes',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaNotificacoesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getContaNotificacoesNaoLidasMockHandler = (
  overrideResponse?:
    | ContagemNotificacoes
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ContagemNotificacoes> | ContagemNotificacoes),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/notificacoes/conta-notificacao',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getContaNotificacoesNaoLidasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMarcaNotificacaoLidaMockHandler = (
  overrideResponse?:
    | Notificacao
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Notificacao> | Notificacao),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/notificacoes/lido/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMarcaNotificacaoLidaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMarcaNotificacaoNaoLidaMockHandler = (
  overrideResponse?:
    | Notificacao
    | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Notificacao> | Notificacao),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/notificacoes/nao-lido/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMarcaNotificacaoNaoLidaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getMarcaTodasNotificacoesLidasMockHandler = (
  overrideResponse?:
    | MarcacaoNotificacoes
    | ((
        info: Parameters<Parameters<typeof http.put>[1]>[0],
      ) => Promise<MarcacaoNotificacoes> | MarcacaoNotificacoes),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/notificacoes/marca-todas-lidas',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getMarcaTodasNotificacoesLidasResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getNotificacoesMock = () => [
  getListaNotificacoesMockHandler(),
  getContaNotificacoesNaoLidasMockHandler(),
  getMarcaNotificacaoLidaMockHandler(),
  getMarcaNotificacaoNaoLidaMockHandler(),
  getMarcaTodasNotificacoesLidasMockHandler(),
];
