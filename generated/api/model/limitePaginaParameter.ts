/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type LimitePaginaParameter = (typeof LimitePaginaParameter)[keyof typeof LimitePaginaParameter];

export const LimitePaginaParameter = {
  NUMBER_10: 10,
  NUMBER_25: 25,
  NUMBER_50: 50,
  NUMBER_100: 100,
} as const;
