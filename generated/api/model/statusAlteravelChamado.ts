/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Situações aceitas por altera-status: todas menos EM_ABERTO e FECHADO (fechar é a ação fecha-chamado). A situação atual do chamado também é recusada (400). Num chamado FECHADO, a mudança o reabre.
 */
export type StatusAlteravelChamado = (typeof StatusAlteravelChamado)[keyof typeof StatusAlteravelChamado];

export const StatusAlteravelChamado = {
  EM_ANALISE: 'EM_ANALISE',
  A_DESENVOLVER: 'A_DESENVOLVER',
  EM_ANDAMENTO: 'EM_ANDAMENTO',
  AGUARDANDO_RESPOSTA_CLIENTE: 'AGUARDANDO_RESPOSTA_CLIENTE',
  AGUARDANDO_RESPOSTA_SUPORTE: 'AGUARDANDO_RESPOSTA_SUPORTE',
} as const;
