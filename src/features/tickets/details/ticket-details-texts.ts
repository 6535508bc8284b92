import { errorMessages, successMessages, uiText, validationMessages } from '@/lib/messages';

/**
 * pt-BR texts of the ticket details page, its comment thread and its dialogs (the product's fixed messages
 * come from src/lib/messages).
 */
export const ticketDetailsTexts = {
  documentTitle: (codigo: number): string => `Chamado #${codigo}`,
  code: (codigo: number): string => `#${codigo}`,
  backToList: 'Voltar para chamados',
  loading: 'Carregando chamado…',
  notFound: 'Chamado não encontrado',
  loadFailed: 'Não foi possível carregar o chamado',
  retry: 'Tentar novamente',

  // Header
  facts: 'Dados do chamado',
  setor: 'Setor',
  status: 'Situação',
  customer: 'Cliente',
  noCustomer: 'Sem cliente',
  openedAt: 'Aberto em',
  openedBy: 'Aberto por',
  expectedCompletion: 'Previsão de conclusão',
  notDefined: 'Não definida',
  closedAt: 'Fechado em',
  resolved: 'Solicitação resolvida',
  yes: 'Sim',
  no: 'Não',
  assignees: 'Responsáveis',
  noAssignees: 'Nenhum responsável',
  actions: 'Ações do chamado',
  changeDueDate: 'Alterar previsão',
  changeStatus: 'Alterar situação',
  /** The header's status button: what it shows and what it does. */
  statusMenu: (current: string): string => `Situação: ${current}. Alterar situação`,
  statusMenuLabel: 'Alterar situação para',
  changeWithComment: 'Alterar com comentário…',
  reopenWithComment: 'Reabrir com comentário…',
  closeTicketEllipsis: 'Fechar chamado…',
  editAssignees: 'Responsáveis',
  closeTicket: 'Fechar chamado',
  reply: 'Responder',
  reopen: 'Reabrir',
  reopenTitle: 'Reabrir chamado',
  /** Why a closed ticket offers nothing but reopening. */
  closedNote: 'Chamado fechado: reabra-o para comentar ou alterar.',

  // Description and thread
  description: 'Descrição',
  thread: 'Comentários',
  noComments: 'Nenhum comentário ainda',
  commentBy: (nome: string, origem: string): string => `Comentário de ${nome} (${origem})`,
  private: 'Privado',
  /** Who wrote a comment: the customer's side or the provider's staff. */
  origin: { CLIENTE: 'Cliente', SUPORTE: 'Suporte' },
  deleteComment: 'Excluir comentário',
  deleteQuestion: 'Excluir este comentário? Esta ação não pode ser desfeita.',
  confirmDelete: 'Excluir',
  cancel: 'Cancelar',
  commentDeleted: 'Comentário excluído',

  // Comment fields and new comment form
  newComment: 'Novo comentário',
  comment: 'Comentário',
  commentPlaceholder: 'Escreva um comentário…',
  optionalComment: 'Comentário (opcional)',
  privateComment: 'Comentário privado',
  privateHint: 'Visível só para a equipe do provedor',
  send: 'Comentar',
  /** Sends the comment and sets 'Aguardando resposta do cliente' in one call (altera-status with the comment). */
  replyAndWait: 'Responder e aguardar cliente',
  discardDraft: 'Descartar rascunho',
  discardQuestion: 'Descartar o comentário em rascunho?',
  confirmDiscard: 'Descartar',
  /** A reply kept from before a reload (sessionStorage, this tab). */
  draftRestored: 'Rascunho recuperado',
  /** The ticket was closed while a comment was being written (seen on a refresh): the text stays. */
  closedWhileWriting: 'Chamado fechado enquanto você escrevia: reabra-o para enviar este comentário.',
  sending: 'Enviando…',
  saving: 'Salvando…',

  // Dialogs
  dueDateTitle: 'Alterar previsão de conclusão',
  dueDateLabel: 'Nova previsão de conclusão',
  dueDateHint: 'Data e hora (dd/mm/aaaa hh:mm), posterior ao momento atual',
  currentDueDate: 'Previsão atual',
  statusTitle: 'Alterar situação',
  currentStatus: 'Situação atual',
  newStatus: 'Nova situação',
  selectStatus: 'Selecione a situação',
  statusCommentHint: 'Obrigatório quando houver anexos',
  closeTitle: 'Fechar chamado',
  closeConfirm: 'Fechar chamado',
  assigneesTitle: 'Responsáveis',
  assigneesLabel: 'Responsáveis pelo chamado',
  selectAssignees: 'Selecione os responsáveis',
  searchAssignee: 'Pesquisar',
  selectedAssignees: '{0} responsáveis selecionados',
  atLeastOneAssignee: 'Selecione ao menos um responsável',
  loadingAssignees: 'Carregando responsáveis…',

  close: uiText.close,
  save: uiText.save,
  required: validationMessages.required,
  notBeforeNow: validationMessages.notBeforeToday,
  invalidDate: validationMessages.date,
  invalidOption: validationMessages.option,
  assigneesLoadFailed: errorMessages.assigneesLoadFailed,
  dateChanged: successMessages.dateChanged,
  statusChanged: successMessages.statusChanged,
  ticketClosed: successMessages.ticketClosed,
  assigneesChanged: successMessages.assigneesChanged,
} as const;
