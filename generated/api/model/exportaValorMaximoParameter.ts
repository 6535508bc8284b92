/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Valor mensal máximo, em reais (modulos, planos).
 */
export type ExportaValorMaximoParameter = number;
