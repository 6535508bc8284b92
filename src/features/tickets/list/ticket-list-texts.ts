/** Texts of the tickets list of our own wording (pt-BR); fixed messages come from src/lib/messages. */
export const ticketListTexts = {
  tabsLabel: 'Situação dos chamados',
  all: 'Todos',
  // columns
  code: 'Código',
  title: 'Título',
  setor: 'Setor',
  status: 'Status',
  assignees: 'Responsáveis',
  openedAt: 'Abertura',
  expectedAt: 'Previsão de conclusão',
  /** '#123'. */
  codeOf: (codigo: number): string => `#${codigo}`,
  none: '—',
  /** Accessible name of the avatars past the first ones: 'Mais 2 responsáveis: ANA, JOÃO'. */
  moreAssignees: (count: number, names: string): string =>
    `Mais ${count} ${count === 1 ? 'responsável' : 'responsáveis'}: ${names}`,
  // filters drawer
  statusFilter: 'Status',
  setorFilter: 'Setor',
  anyOption: 'Todos',
  openedFrom: 'Abertura de',
  openedUntil: 'Abertura até',
  closedFrom: 'Fechamento de',
  closedUntil: 'Fechamento até',
  dateRangeError: 'Data final anterior à inicial',
} as const;
