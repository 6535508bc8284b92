/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Rodovia exata, ex. BR-116 (praca-pedagio).
 */
export type ExportaRodoviaParameter = string;
