/** pt-BR texts of the search across statuses (the list's line and its empty state); a status is a situação (docs/glossary.md). */
export const elsewhereTexts = {
  /** '3 chamados em outras situações' (a status tab) or '3 fora desta visão' (a view). */
  count: (count: number, fromView: boolean): string =>
    `${count} ${count === 1 ? 'chamado' : 'chamados'} ${fromView ? 'fora desta visão' : 'em outras situações'}`,
  /** The empty tab or view: where the search found tickets instead. */
  noneHere: (search: string, count: number, fromView: boolean): string =>
    fromView
      ? `A busca “${search}” não encontrou chamados nesta visão; encontrou ${count} fora dela.`
      : `A busca “${search}” não encontrou chamados nesta situação; encontrou ${count} em outras:`,
  /** A place and its count: 'Fechado (2)'. */
  place: (label: string, count: number): string => `${label} (${count})`,
  /** Opens 'Todos' with the same search. */
  seeAll: 'Ver em Todos',
  /** The line's accessible name. */
  label: 'Resultados da busca em outras situações',
} as const;
