/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Parte do nome da concessionária (praca-pedagio).
 */
export type ExportaConcessionariaParameter = string;
