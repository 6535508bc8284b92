/** pt-BR texts of the ticket page's walk through the queue (the list's: queue-list-texts.ts). */
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
} as const;
