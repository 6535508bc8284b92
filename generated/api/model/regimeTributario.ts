/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Regime tributário (SIMPLES_NACIONAL usa CRT 1 ou 2; REAL e PRESUMIDO usam CRT 3).
 */
export type RegimeTributario = (typeof RegimeTributario)[keyof typeof RegimeTributario];

export const RegimeTributario = {
  SIMPLES_NACIONAL: 'SIMPLES_NACIONAL',
  REAL: 'REAL',
  PRESUMIDO: 'PRESUMIDO',
} as const;
