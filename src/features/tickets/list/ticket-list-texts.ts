/** Texts of the tickets list of our own wording (pt-BR); fixed messages come from src/lib/messages. */
export const ticketListTexts = {
  tabsLabel: 'Situação dos chamados',
  /** The queue's views, in their fixed order (the row's accessible name, then each view's label). */
  viewsLabel: 'Visões da fila',
  views: {
    ATRASADOS: 'Atrasados',
    SEM_RESPONSAVEL: 'Sem responsável',
    AGUARDANDO_RESPOSTA_SUPORTE: 'Aguardando suporte',
    MEUS: 'Meus',
  },
  /** The status tab of AGUARDANDO_RESPOSTA_CLIENTE (the status's name is longer), beside the view 'Aguardando suporte'. */
  waitingOnCustomerTab: 'Aguardando cliente',
  /** An empty view with no search or filter of the user's: nothing left to do there. */
  noneInView: 'Nenhum chamado nesta visão.',
  /** An empty tab with no search or filter of the user's (the open tickets, by default). */
  noneInTab: 'Nenhum chamado nesta situação.',
  all: 'Todos',
  // columns
  code: 'Código',
  title: 'Título',
  setor: 'Setor',
  customer: 'Cliente',
  status: 'Situação',
  assignees: 'Responsáveis',
  openedAt: 'Abertura',
  expectedAt: 'Previsão',
  /** The line under a ticket's title in the list: 'ALMEIDA TRANSPORTES LTDA · Suporte'. */
  customerAndSector: (customer: string, sector: string): string => `${customer} · ${sector}`,
  /** '#123'. */
  codeOf: (codigo: number): string => `#${codigo}`,
  none: '—',
  /** The name of a row's avatars, and their tooltip on focus: 'Responsáveis: ANA, JOÃO'. */
  assigneesOf: (names: readonly string[]): string => `Responsáveis: ${names.join(', ')}`,
  /** The tooltip of '+N', the avatars past the first ones: 'Mais 2 responsáveis: ANA, JOÃO'. */
  moreAssignees: (count: number, names: string): string =>
    `Mais ${count} ${count === 1 ? 'responsável' : 'responsáveis'}: ${names}`,
  // filters drawer
  statusFilter: 'Situação',
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
  /** The chip of the assignee filter naming the signed-in user (an address of the former toggle). */
  mine: 'Meus chamados',
  /** 'Sem resposta há mais de 24 horas': the chip of semRespostaHoras (a notification's address). */
  unanswered: (hours: number): string => `Sem resposta há mais de ${hours} ${hours === 1 ? 'hora' : 'horas'}`,
  // chips of the filters in force
  /** 'Setor: Suporte, Financeiro'. */
  chip: (name: string, value: string): string => `${name}: ${value}`,
  openedChip: 'Abertura',
  closedChip: 'Fechamento',
  between: (from: string, until: string): string => `${from} a ${until}`,
  since: (from: string): string => `desde ${from}`,
  until: (until: string): string => `até ${until}`,
} as const;
