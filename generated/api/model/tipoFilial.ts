/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * MATRIZ ou FILIAL (um cliente tem uma única matriz).
 */
export type TipoFilial = (typeof TipoFilial)[keyof typeof TipoFilial];

export const TipoFilial = {
  MATRIZ: 'MATRIZ',
  FILIAL: 'FILIAL',
} as const;
