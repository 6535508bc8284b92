/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Valor do filtro de situação da listagem: as situações gravadas e TODOS, que não filtra (o mesmo que não enviar o filtro). TODOS nunca é gravado em um chamado.
 */
export type StatusChamadoFiltro = (typeof StatusChamadoFiltro)[keyof typeof StatusChamadoFiltro];

export const StatusChamadoFiltro = {
  EM_ABERTO: 'EM_ABERTO',
  EM_ANALISE: 'EM_ANALISE',
  A_DESENVOLVER: 'A_DESENVOLVER',
  EM_ANDAMENTO: 'EM_ANDAMENTO',
  AGUARDANDO_RESPOSTA_CLIENTE: 'AGUARDANDO_RESPOSTA_CLIENTE',
  AGUARDANDO_RESPOSTA_SUPORTE: 'AGUARDANDO_RESPOSTA_SUPORTE',
  FECHADO: 'FECHADO',
  TODOS: 'TODOS',
} as const;
