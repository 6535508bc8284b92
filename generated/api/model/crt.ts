/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Código de Regime Tributário dos documentos fiscais: 1 Simples Nacional; 2 Simples Nacional, excesso de sublimite de receita bruta; 3 Regime Normal.
 */
export type Crt = (typeof Crt)[keyof typeof Crt];

export const Crt = {
  /** Simples Nacional */
  SIMPLES_NACIONAL: 1,
  /** Simples Nacional, excesso de sublimite de receita bruta */
  SIMPLES_NACIONAL_EXCESSO_SUBLIMITE: 2,
  /** Regime Normal */
  REGIME_NORMAL: 3,
} as const;
