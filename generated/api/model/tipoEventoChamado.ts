/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * O que mudou no chamado: STATUS (altera-status num chamado aberto), PREVISAO (altera-data-conclusao), RESPONSAVEIS (altera-responsaveis), FECHAMENTO (fecha-chamado) e REABERTURA (altera-status num chamado FECHADO). Fechar e reabrir têm tipo próprio, e não STATUS, porque a conversa os mostra com o seu verbo ("fechou o chamado", "reabriu o chamado").
 */
export type TipoEventoChamado = (typeof TipoEventoChamado)[keyof typeof TipoEventoChamado];

export const TipoEventoChamado = {
  STATUS: 'STATUS',
  PREVISAO: 'PREVISAO',
  RESPONSAVEIS: 'RESPONSAVEIS',
  FECHAMENTO: 'FECHAMENTO',
  REABERTURA: 'REABERTURA',
} as const;
