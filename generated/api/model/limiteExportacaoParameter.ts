/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Quantidade máxima de registros exportados; ausente = todos os que atendem aos filtros.
 */
export type LimiteExportacaoParameter = number;
