/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Natureza da operação. ENTRADA = CFOP iniciado por 1 (estadual), 2 (interestadual) ou 3 (exterior); SAIDA = CFOP iniciado por 5 (estadual), 6 (interestadual) ou 7 (exterior).
 */
export type TipoCfop = (typeof TipoCfop)[keyof typeof TipoCfop];

export const TipoCfop = {
  ENTRADA: 'ENTRADA',
  SAIDA: 'SAIDA',
} as const;
