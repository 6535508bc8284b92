/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import { OrigemComentario, SetorChamado, StatusChamado, TipoEventoChamado } from '../../api/model';
import type { Chamado, ContagemStatusChamados, EventoChamado, PaginaChamados } from '../../api/model';

export const getListaChamadosResponseMock = (): PaginaChamados => ({
  ...{ totalItens: faker.number.int({ min: 0 }), totalPaginas: faker.number.int({ min: 0 }) },
  ...{
    items: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      ...{
        createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
        codigoSequencial: faker.number.int({ min: 1 }),
        setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
        status: faker.helpers.arrayElement(Object.values(StatusChamado)),
        titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        dataPrevisaoConclusao: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        dataFechamento: faker.helpers.arrayElement([
          faker.date.past().toISOString().slice(0, 19) + 'Z',
          null,
        ]),
        empresa: faker.helpers.arrayElement([
          {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
          },
          null,
        ]),
        responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
          () => ({
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
            usuario: {
              id: faker.number.int({ min: 1, max: 9007199254740991 }),
              nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
              email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
              avatarUrl: faker.helpers.arrayElement([
                faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
                null,
              ]),
            },
          }),
        ),
      },
    })),
  },
});

export const getCriaChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getContagemStatusChamadosResponseMock = (
  overrideResponse: Partial<Extract<ContagemStatusChamados, object>> = {},
): ContagemStatusChamados => ({
  total: faker.number.int({ min: 0 }),
  visoes: {
    atrasados: faker.number.int({ min: 0 }),
    semResponsavel: faker.number.int({ min: 0 }),
    meus: faker.number.int({ min: 0 }),
  },
  porStatus: {
    EM_ABERTO: faker.number.int({ min: 0 }),
    EM_ANALISE: faker.number.int({ min: 0 }),
    A_DESENVOLVER: faker.number.int({ min: 0 }),
    EM_ANDAMENTO: faker.number.int({ min: 0 }),
    AGUARDANDO_RESPOSTA_CLIENTE: faker.number.int({ min: 0 }),
    AGUARDANDO_RESPOSTA_SUPORTE: faker.number.int({ min: 0 }),
    FECHADO: faker.number.int({ min: 0 }),
  },
  ...overrideResponse,
});

export const getBuscaChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getBuscaHistoricoChamadoResponseMock = (): EventoChamado[] =>
  Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    id: faker.number.int({ min: 1, max: 9007199254740991 }),
    tipo: faker.helpers.arrayElement(Object.values(TipoEventoChamado)),
    usuario: {
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
      email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
      avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
    },
    createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
    status: faker.helpers.arrayElement([
      {
        de: faker.helpers.arrayElement(Object.values(StatusChamado)),
        para: faker.helpers.arrayElement(Object.values(StatusChamado)),
      },
      undefined,
    ]),
    previsao: faker.helpers.arrayElement([
      {
        de: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
        para: faker.date.past().toISOString().slice(0, 19) + 'Z',
      },
      undefined,
    ]),
    responsaveis: faker.helpers.arrayElement([
      {
        adicionados: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
          () => ({
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          }),
        ),
        removidos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
          email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
          avatarUrl: faker.helpers.arrayElement([
            faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
            null,
          ]),
        })),
      },
      undefined,
    ]),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]),
  }));

export const getCriaComentarioChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getAlteraStatusChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getFechaChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getAlteraDataConclusaoChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getAlteraResponsaveisChamadoResponseMock = (): Chamado => ({
  ...{
    ...{
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
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
      codigoSequencial: faker.number.int({ min: 1 }),
      setor: faker.helpers.arrayElement(Object.values(SetorChamado)),
      status: faker.helpers.arrayElement(Object.values(StatusChamado)),
      titulo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      dataPrevisaoConclusao: faker.helpers.arrayElement([
        faker.date.past().toISOString().slice(0, 19) + 'Z',
        null,
      ]),
      dataFechamento: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]),
      empresa: faker.helpers.arrayElement([
        {
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        },
        null,
      ]),
      responsaveis: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(
        () => ({
          id: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuarioId: faker.number.int({ min: 1, max: 9007199254740991 }),
          usuario: {
            id: faker.number.int({ min: 1, max: 9007199254740991 }),
            nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
            email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
            avatarUrl: faker.helpers.arrayElement([
              faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'),
              null,
            ]),
          },
        }),
      ),
    },
  },
  ...{
    descricao: faker.string.alpha({ length: { min: 10, max: 20 } }),
    anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
      tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
      tamanho: faker.number.int({ min: 0 }),
      arquivoId: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 1, max: 20 } }), undefined]),
      url: faker.helpers.fromRegExp('^/[^/\\\\]'),
    })),
    solicitacaoResolvida: faker.helpers.arrayElement([faker.datatype.boolean(), null]),
    comentarios: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
      id: faker.number.int({ min: 1, max: 9007199254740991 }),
      origem: faker.helpers.arrayElement(Object.values(OrigemComentario)),
      comentario: faker.string.alpha({ length: { min: 10, max: 20 } }),
      privado: faker.datatype.boolean(),
      anexos: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 1, max: 20 } }),
        tipo: faker.string.alpha({ length: { min: 10, max: 20 } }),
        tamanho: faker.number.int({ min: 0 }),
        arquivoId: faker.helpers.arrayElement([
          faker.string.alpha({ length: { min: 1, max: 20 } }),
          undefined,
        ]),
        url: faker.helpers.fromRegExp('^/[^/\\\\]'),
      })),
      createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z',
      usuario: {
        id: faker.number.int({ min: 1, max: 9007199254740991 }),
        nome: faker.string.alpha({ length: { min: 10, max: 20 } }),
        email: faker.helpers.arrayElement([faker.internet.email(), undefined]),
        avatarUrl: faker.helpers.arrayElement([faker.helpers.fromRegExp('^(/[^/\\\\]|https://[^/])'), null]),
      },
    })),
  },
});

export const getListaChamadosMockHandler = (
  overrideResponse?:
    | PaginaChamados
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaginaChamados> | PaginaChamados),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/chamados',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getListaChamadosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/chamados',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaChamadoResponseMock(),
        { status: 201 },
      );
    },
    options,
  );
};

export const getContagemStatusChamadosMockHandler = (
  overrideResponse?:
    | ContagemStatusChamados
    | ((
        info: Parameters<Parameters<typeof http.get>[1]>[0],
      ) => Promise<ContagemStatusChamados> | ContagemStatusChamados),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/chamados/contagem-status',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getContagemStatusChamadosResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/chamados/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getBuscaHistoricoChamadoMockHandler = (
  overrideResponse?:
    | EventoChamado[]
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EventoChamado[]> | EventoChamado[]),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/chamados/historico/:id',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaHistoricoChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCriaComentarioChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/chamados/comentario/:id',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCriaComentarioChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getExcluiComentarioChamadoMockHandler = (
  overrideResponse?:
    void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void),
  options?: RequestHandlerOptions,
) => {
  return http.delete(
    '*/v1/chamados/deleta-comentario/:id',
    async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
      if (typeof overrideResponse === 'function') {
        await overrideResponse(info);
      }

      return new HttpResponse(null, { status: 204 });
    },
    options,
  );
};

export const getAlteraStatusChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/chamados/altera-status/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraStatusChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getFechaChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/chamados/fecha-chamado/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getFechaChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraDataConclusaoChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/chamados/altera-data-conclusao/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraDataConclusaoChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAlteraResponsaveisChamadoMockHandler = (
  overrideResponse?:
    Chamado | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Chamado> | Chamado),
  options?: RequestHandlerOptions,
) => {
  return http.put(
    '*/v1/chamados/altera-responsaveis/:id',
    async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAlteraResponsaveisChamadoResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getChamadosMock = () => [
  getListaChamadosMockHandler(),
  getCriaChamadoMockHandler(),
  getContagemStatusChamadosMockHandler(),
  getBuscaChamadoMockHandler(),
  getBuscaHistoricoChamadoMockHandler(),
  getCriaComentarioChamadoMockHandler(),
  getExcluiComentarioChamadoMockHandler(),
  getAlteraStatusChamadoMockHandler(),
  getFechaChamadoMockHandler(),
  getAlteraDataConclusaoChamadoMockHandler(),
  getAlteraResponsaveisChamadoMockHandler(),
];
