/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Envelope de toda listagem paginada (cada listagem acrescenta `items`).
 */
export interface Pagina {
  /** @minimum 0 */
  totalItens: number;
  /** @minimum 0 */
  totalPaginas: number;
}
