/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Sigla ISO alfa-2 exata (paises).
 */
export type ExportaSiglaParameter = string;
