/** pt-BR texts of the ticket screens of our own wording (fixed messages live in src/lib/messages.ts). */
export const ticketTexts = {
  newTicket: 'Novo chamado',
  setor: 'Setor',
  cliente: 'Cliente',
  clientePlaceholder: 'Nenhum (chamado interno)',
  titulo: 'Título',
  descricao: 'Descrição',
  tituloCount: (length: number) => `${length}/300`,
  open: 'Abrir chamado',
  cancel: 'Cancelar',
  opened: (codigo: number) => `Chamado #${codigo} aberto com sucesso`,
  selectPlaceholder: 'Selecione',
  /** An expected completion past on a ticket still open. */
  overdue: 'Atrasado',
} as const;
