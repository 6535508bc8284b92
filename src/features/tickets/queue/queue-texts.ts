/** pt-BR texts of the queue as a workspace: the ticket page's walk and the list's row of the ticket seen. */
export const queueTexts = {
  /** The ticket page's walk through the queue it was opened from. */
  navLabel: 'Fila de chamados',
  previous: 'Anterior',
  next: 'Próximo',
  previousHint: 'Chamado anterior da fila (K)',
  nextHint: 'Próximo chamado da fila (J)',
  /** The title of a move at the queue's end (the button is disabled). */
  firstInQueue: 'Este é o primeiro chamado da fila',
  lastInQueue: 'Este é o último chamado da fila',
  /** While the next (or previous) page of the queue loads. */
  loadingQueue: 'Carregando a fila…',
  /** '13 de 48': the ticket's place in the queue. */
  place: (index: number, total: number): string => `${index} de ${total}`,
  /** Read before the place by assistive technology ('Chamado 13 de 48'). */
  placePrefix: 'Chamado ',
  /** The description of the list's row of the ticket opened last. */
  seenNote: 'Último chamado aberto',
} as const;

/** pt-BR texts of the search across statuses (the list's line and its empty state). */
export const elsewhereTexts = {
  /** '3 em outros status' (a status tab) or '3 fora desta visão' (a view). */
  count: (count: number, fromView: boolean): string =>
    `${count} ${count === 1 ? 'chamado' : 'chamados'} ${fromView ? 'fora desta visão' : 'em outros status'}`,
  /** The empty tab or view: where the search found tickets instead. */
  noneHere: (search: string, count: number, fromView: boolean): string =>
    fromView
      ? `A busca “${search}” não encontrou chamados nesta visão; encontrou ${count} fora dela.`
      : `A busca “${search}” não encontrou chamados neste status; encontrou ${count} em outros:`,
  /** A place and its count: 'Fechado (2)'. */
  place: (label: string, count: number): string => `${label} (${count})`,
  /** Opens 'Todos' with the same search. */
  seeAll: 'Ver em Todos',
  /** The line's accessible name. */
  label: 'Resultados da busca em outros status',
} as const;
