/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Abertos até este dia.
 */
export type ChamadoDataAberturaFimParameter = string;
