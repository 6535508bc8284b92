/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Aparência da notificação (SUCESSO verde, ERRO vermelha, INFO azul).
 */
export type VarianteNotificacao = (typeof VarianteNotificacao)[keyof typeof VarianteNotificacao];

export const VarianteNotificacao = {
  SUCESSO: 'SUCESSO',
  ERRO: 'ERRO',
  INFO: 'INFO',
} as const;
