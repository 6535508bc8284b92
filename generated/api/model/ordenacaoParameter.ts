/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Ordenação no formato campo,asc ou campo,desc (ex. nome,asc).
 */
export type OrdenacaoParameter = string;
