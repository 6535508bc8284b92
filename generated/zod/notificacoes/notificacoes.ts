/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import * as zod from 'zod';

/**
 * Mais recentes primeiro. A aba "Não lidas" envia lido=false; "Todas" não envia lido.
 * @summary Lista as notificações do usuário da sessão
 */
export const listaNotificacoesQueryLimitePaginaDefault = 10;
export const listaNotificacoesQueryPaginaDefault = 1;

export const ListaNotificacoesQueryParams = zod.object({
  limitePagina: zod
    .union([zod.literal(10), zod.literal(25), zod.literal(50), zod.literal(100)])
    .default(listaNotificacoesQueryLimitePaginaDefault)
    .describe('Itens por página (10, 25, 50 ou 100).'),
  pagina: zod.coerce
    .number()
    .int()
    .min(1)
    .default(listaNotificacoesQueryPaginaDefault)
    .describe(
      'Número da página, começando em 1. Uma página além da última responde items vazio, com os totais (relações em common.yaml#/Pagina).',
    ),
  lido: zod.boolean().optional().describe('Filtra por lidas (true) ou não lidas (false); ausente = todas.'),
});

export const listaNotificacoesResponseOneTotalItensMin = 0;

export const listaNotificacoesResponseOneTotalPaginasMin = 0;

export const listaNotificacoesResponseTwoItemsItemIdMax = 9007199254740991;

export const listaNotificacoesResponseTwoItemsItemNotificacaoAcaoOneRotaRegExp = new RegExp('^');

export const ListaNotificacoesResponse = zod
  .object({
    totalItens: zod
      .int()
      .min(listaNotificacoesResponseOneTotalItensMin)
      .describe('Itens que atendem à consulta, em todas as páginas.'),
    totalPaginas: zod
      .int()
      .min(listaNotificacoesResponseOneTotalPaginasMin)
      .describe('ceil(totalItens / limitePagina); 0 quando totalItens é 0.'),
  })
  .describe(
    'Envelope de toda listagem paginada (cada listagem acrescenta `items`). Relações que toda resposta mantém, com limitePagina e pagina da chamada: items.length ≤ limitePagina; totalPaginas = ceil(totalItens / limitePagina) (0 quando não há itens); uma página antes da última traz limitePagina itens, a última o resto; uma página além da última responde 200 com items vazio e os mesmos totalItens e totalPaginas (não é erro).',
  )
  .and(
    zod.object({
      items: zod.array(
        zod.object({
          id: zod
            .int()
            .min(1)
            .max(listaNotificacoesResponseTwoItemsItemIdMax)
            .describe(
              'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
            ),
          titulo: zod.string(),
          descricao: zod.string(),
          variante: zod
            .enum(['SUCESSO', 'ERRO', 'INFO'])
            .describe('Aparência da notificação (SUCESSO verde, ERRO vermelha, INFO azul).'),
          lido: zod.boolean(),
          createdAt: zod.iso
            .datetime({ offset: true })
            .describe('Momento da notificação (na última semana a interface mostra dia da semana e hora).'),
          notificacaoAcao: zod.union([
            zod
              .object({
                titulo: zod.string().min(1).describe('Texto do link (ex. "Ver chamado").'),
                rota: zod
                  .string()
                  .regex(listaNotificacoesResponseTwoItemsItemNotificacaoAcaoOneRotaRegExp)
                  .describe('Rota da aplicação (ex. /dashboard/chamados/12/detalhes).'),
              })
              .describe(
                'Ação da notificação. Ao abri-la, a notificação é marcada como lida e a interface navega para `rota`.',
              ),
            zod.null(),
          ]),
        }),
      ),
    }),
  );

/**
 * Carga inicial do contador do sino; depois ele vem pelo evento NOTIFICACOES do socket.
 * @summary Conta as notificações não lidas
 */
export const contaNotificacoesNaoLidasResponseNaoLidasMin = 0;

export const ContaNotificacoesNaoLidasResponse = zod.object({
  nao_lidas: zod
    .int()
    .min(contaNotificacoesNaoLidasResponseNaoLidasMin)
    .describe('Total de notificações não lidas (o sino mostra até 99).'),
});

/**
 * @summary Marca a notificação como lida
 */
export const marcaNotificacaoLidaPathIdMax = 9007199254740991;

export const MarcaNotificacaoLidaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(marcaNotificacaoLidaPathIdMax),
});

export const marcaNotificacaoLidaResponseIdMax = 9007199254740991;

export const marcaNotificacaoLidaResponseNotificacaoAcaoOneRotaRegExp = new RegExp('^');

export const MarcaNotificacaoLidaResponse = zod.object({
  id: zod
    .int()
    .min(1)
    .max(marcaNotificacaoLidaResponseIdMax)
    .describe(
      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
    ),
  titulo: zod.string(),
  descricao: zod.string(),
  variante: zod
    .enum(['SUCESSO', 'ERRO', 'INFO'])
    .describe('Aparência da notificação (SUCESSO verde, ERRO vermelha, INFO azul).'),
  lido: zod.boolean(),
  createdAt: zod.iso
    .datetime({ offset: true })
    .describe('Momento da notificação (na última semana a interface mostra dia da semana e hora).'),
  notificacaoAcao: zod.union([
    zod
      .object({
        titulo: zod.string().min(1).describe('Texto do link (ex. "Ver chamado").'),
        rota: zod
          .string()
          .regex(marcaNotificacaoLidaResponseNotificacaoAcaoOneRotaRegExp)
          .describe('Rota da aplicação (ex. /dashboard/chamados/12/detalhes).'),
      })
      .describe(
        'Ação da notificação. Ao abri-la, a notificação é marcada como lida e a interface navega para `rota`.',
      ),
    zod.null(),
  ]),
});

/**
 * @summary Marca a notificação como não lida
 */
export const marcaNotificacaoNaoLidaPathIdMax = 9007199254740991;

export const MarcaNotificacaoNaoLidaParams = zod.object({
  id: zod.coerce.number().int().min(1).max(marcaNotificacaoNaoLidaPathIdMax),
});

export const marcaNotificacaoNaoLidaResponseIdMax = 9007199254740991;

export const marcaNotificacaoNaoLidaResponseNotificacaoAcaoOneRotaRegExp = new RegExp('^');

export const MarcaNotificacaoNaoLidaResponse = zod.object({
  id: zod
    .int()
    .min(1)
    .max(marcaNotificacaoNaoLidaResponseIdMax)
    .describe(
      'Identificador numérico do registro, de 1 a 2^53 − 1 (o maior inteiro que um navegador representa sem perda).',
    ),
  titulo: zod.string(),
  descricao: zod.string(),
  variante: zod
    .enum(['SUCESSO', 'ERRO', 'INFO'])
    .describe('Aparência da notificação (SUCESSO verde, ERRO vermelha, INFO azul).'),
  lido: zod.boolean(),
  createdAt: zod.iso
    .datetime({ offset: true })
    .describe('Momento da notificação (na última semana a interface mostra dia da semana e hora).'),
  notificacaoAcao: zod.union([
    zod
      .object({
        titulo: zod.string().min(1).describe('Texto do link (ex. "Ver chamado").'),
        rota: zod
          .string()
          .regex(marcaNotificacaoNaoLidaResponseNotificacaoAcaoOneRotaRegExp)
          .describe('Rota da aplicação (ex. /dashboard/chamados/12/detalhes).'),
      })
      .describe(
        'Ação da notificação. Ao abri-la, a notificação é marcada como lida e a interface navega para `rota`.',
      ),
    zod.null(),
  ]),
});

/**
 * Marca como lidas todas as notificações não lidas do usuário da sessão (as de outros usuários ficam como estão) e responde quantas marcou. O spec não prevê a chamada: escolha de desenho do botão 'Marcar todas como lidas' da gaveta de notificações. PUT sem corpo, como lido/{id}: repetida, não marca nada de novo (responde marcadas 0), por isso dispensa Idempotency-Key. Quando marca alguma, o socket envia NOTIFICACOES com nao_lidas 0 às sessões do usuário.
 * @summary Marca como lidas todas as notificações não lidas
 */
export const marcaTodasNotificacoesLidasResponseMarcadasMin = 0;

export const MarcaTodasNotificacoesLidasResponse = zod
  .object({
    marcadas: zod
      .int()
      .min(marcaTodasNotificacoesLidasResponseMarcadasMin)
      .describe('Quantas notificações não lidas passaram a lidas (0 quando não havia nenhuma).'),
  })
  .describe('Resultado de marcar todas as notificações como lidas.');
