/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Valor mensal mínimo, em reais (modulos, planos).
 */
export type ExportaValorMinimoParameter = number;
