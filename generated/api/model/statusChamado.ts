/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Situação gravada do chamado. EM_ABERTO (Aberto) ao criar; FECHADO só pela ação fecha-chamado; as demais pela ação altera-status.
 */
export type StatusChamado = (typeof StatusChamado)[keyof typeof StatusChamado];

export const StatusChamado = {
  EM_ABERTO: 'EM_ABERTO',
  EM_ANALISE: 'EM_ANALISE',
  A_DESENVOLVER: 'A_DESENVOLVER',
  EM_ANDAMENTO: 'EM_ANDAMENTO',
  AGUARDANDO_RESPOSTA_CLIENTE: 'AGUARDANDO_RESPOSTA_CLIENTE',
  AGUARDANDO_RESPOSTA_SUPORTE: 'AGUARDANDO_RESPOSTA_SUPORTE',
  FECHADO: 'FECHADO',
} as const;
