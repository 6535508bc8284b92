/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Início do código, só dígitos (ncms).
 */
export type ExportaPrefixoCodigoParameter = string;
