/** Texts of the tickets list of our own wording (pt-BR); fixed messages come from src/lib/messages. */
export const ticketListTexts = {
  tabsLabel: 'Situação dos chamados',
  /** An empty tab with no search or filter of the user's (the open tickets, by default). */
  noneInTab: 'Nenhum chamado nesta situação.',
  all: 'Todos',
  // columns
  code: 'Código',
  title: 'Título',
  setor: 'Setor',
  customer: 'Cliente',
  status: 'Status',
  assignees: 'Responsáveis',
  openedAt: 'Abertura',
  expectedAt: 'Previsão',
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
  customerFilter: 'Cliente',
  customerAny: 'Todos os clientes',
  assigneeFilter: 'Responsável',
  // toolbar
  /** The quick toggle of the tickets assigned to the signed-in user. */
  mine: 'Meus chamados',
  // chips of the filters in force
  /** 'Setor: Suporte, Financeiro'. */
  chip: (name: string, value: string): string => `${name}: ${value}`,
  openedChip: 'Abertura',
  closedChip: 'Fechamento',
  between: (from: string, until: string): string => `${from} a ${until}`,
  since: (from: string): string => `desde ${from}`,
  until: (until: string): string => `até ${until}`,
} as const;
