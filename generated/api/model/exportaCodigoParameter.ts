/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Código exato, só dígitos (bancos).
 */
export type ExportaCodigoParameter = string;
