/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Identificador numérico do registro.
 * @minimum 1
 */
export type Id = number;
