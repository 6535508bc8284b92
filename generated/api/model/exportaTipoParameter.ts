/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Tipo, com os valores da listagem do recurso (cfops ENTRADA/SAIDA; aliquotas-seguros a modalidade).
 */
export type ExportaTipoParameter = string;
