/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Fechados a partir deste dia.
 */
export type ChamadoDataFechamentoInicioParameter = string;
