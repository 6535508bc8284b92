/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Abertos a partir deste dia.
 */
export type ChamadoDataAberturaInicioParameter = string;
