/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Primeiro dígito do código (cfops).
 */
export type ExportaCodigoInicialParameter = string;
