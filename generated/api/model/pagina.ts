/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Envelope de toda listagem paginada (cada listagem acrescenta `items`). Relações que toda resposta mantém, com limitePagina e pagina da chamada: items.length ≤ limitePagina; totalPaginas = ceil(totalItens / limitePagina) (0 quando não há itens); uma página antes da última traz limitePagina itens, a última o resto; uma página além da última responde 200 com items vazio e os mesmos totalItens e totalPaginas (não é erro).
 */
export interface Pagina {
  /**
   * Itens que atendem à consulta, em todas as páginas.
   * @minimum 0
   */
  totalItens: number;
  /**
   * ceil(totalItens / limitePagina); 0 quando totalItens é 0.
   * @minimum 0
   */
  totalPaginas: number;
}
