/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Setor responsável pelo chamado.
 */
export type SetorChamado = (typeof SetorChamado)[keyof typeof SetorChamado];

export const SetorChamado = {
  SUPORTE: 'SUPORTE',
  FINANCEIRO: 'FINANCEIRO',
  COMERCIAL: 'COMERCIAL',
  OUTROS: 'OUTROS',
} as const;
