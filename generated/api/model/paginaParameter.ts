/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Número da página, começando em 1.
 */
export type PaginaParameter = number;
