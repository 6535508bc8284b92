/**
 * Texts of the list's parts that load on use (pt-BR, our own wording): the filters drawer's inputs and
 * the phone cards' order. Apart from ./list-texts.ts, which every list's first paint carries.
 */
export const lazyListTexts = {
  filterAny: 'Todos',
  anyUf: 'Todas as UFs',
  datePlaceholder: 'dd/mm/aaaa',
  // the cards' order on a phone (the table's headers sort on a wider screen)
  sortBy: 'Ordenar por',
  /** An order of the cards: 'Código IBGE (crescente)'. */
  sortOption: (label: string, direction: 'asc' | 'desc'): string =>
    `${label} (${direction === 'asc' ? 'crescente' : 'decrescente'})`,
} as const;
