/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Fechados até este dia.
 */
export type ChamadoDataFechamentoFimParameter = string;
