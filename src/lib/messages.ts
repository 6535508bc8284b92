/**
 * Every user-facing message whose wording the product fixes, verbatim, in one module, so each wording
 * the specification gives lives once.
 * Messages with a placeholder are functions. Screens import from here instead of repeating text.
 */

/** Form validation messages. */
export const validationMessages = {
  required: 'Campo obrigatório',
  greaterThanZero: 'Deve ser maior que zero',
  greaterThanOrEqualZero: 'Deve ser maior ou igual a zero',
  email: 'E-mail inválido',
  cpfCnpj: 'CPF/CNPJ inválido',
  cpf: 'CPF inválido',
  stateRegistration: 'IE inválida',
  cep: 'CEP inválido',
  phone: 'Telefone inválido',
  uf: 'UF inválida',
  date: 'Data inválida',
  code: 'Código inválido',
  option: 'Opção inválida',
  module: 'Módulo inválido',
  licensePlate: 'Placa inválida',
  notAfterToday: 'Não pode ser posterior a data atual',
  notBeforeToday: 'Não pode ser anterior a data atual',
  passwordsDoNotMatch: 'Senhas não conferem',
  max3Chars: 'Máximo 3 caracteres',
  max4Chars: 'Máximo 4 caracteres',
  min15Chars: 'Mínimo 15 caracteres',
  max300Chars: 'Máximo 300 caracteres',
  accessKey: 'Chave de acesso inválida',
  basicModuleRequired: 'O módulo básico deve ser selecionado',
} as const;

/** Error toasts and error texts. */
export const errorMessages = {
  credentialsRequired: 'Informe suas credenciais para continuar',
  routineAccessDenied: 'Usuário sem acesso a esta rotina',
  forbidden: 'Você não tem permissão para acessar este recurso',
  generic: 'Ops, alguma coisa deu errado',
  unexpected: 'Erro inesperado',
  socketUnavailable: 'Não foi possível comunicar com o servidor web-socket',
  importFailed: (entity: string): string => `Erro ao importar ${entity}`,
  instanceInfoUnavailable: 'Não foi possível exibir as informações da instância selecionada',
  commandFailed: 'Erro ao enviar o comando',
  assigneesLoadFailed: 'Falha ao carregar os responsáveis',
  pdfFetchFailed: 'Failed to fetch PDF file',
} as const;

/** Success toasts. */
export const successMessages = {
  commandSent: 'Comando enviado com sucesso',
  serverUpdated: 'Servidor atualizado com sucesso',
  userUpdated: 'Usuário atualizado com sucesso',
  dateChanged: 'Data alterada com sucesso',
  statusChanged: 'Status alterado com sucesso',
  ticketClosed: 'Chamado fechado com sucesso',
  assigneesChanged: 'Responsáveis alterado com sucesso',
  certificateOk: (expiresOn: string): string => `Certificado digital ok, válido até ${expiresOn}`,
} as const;

/** Empty states and hints. */
export const emptyMessages = {
  noRecords: 'Nenhum registro encontrado',
  noNotifications: 'Nenhuma notificação encontrada',
  noLocality: 'Nenhuma localidade encontrada',
  localityHint: 'Verifique os termos da busca e tente novamente',
  localityMinChars: 'Informe ao menos 3 caracteres para iniciar a busca',
  unsupportedPreview: 'Visualização não suportada',
} as const;

/** Labels, buttons, tabs and dialog titles. */
export const uiText = {
  greeting: (firstName: string): string => `Olá, ${firstName}`,
  myProfile: 'Meu perfil',
  signOut: 'Sair',
  theme: 'Tema',
  themeChoices: { system: 'Automático (sistema)', light: 'Claro', dark: 'Escuro' },
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  unread: 'Não lidas',
  all: 'Todas',
  active: 'Ativos',
  inactive: 'Inativos',
  resetDefault: 'Redefinir padrão',
  close: 'Fechar',
  /** Dismisses a dialog or drawer that would save a change, without saving (docs/glossary.md). */
  cancel: 'Cancelar',
  save: 'Salvar',
  filters: 'Filtros',
  clearFilters: 'Limpar filtros',
  apply: 'Aplicar',
  select: 'Selecionar',
  reload: 'Recarregar',
  backToDashboard: 'Voltar ao início',
  loading: 'Carregando…',
  offline: 'Sem conexão',
  offlineHint: 'Ao reconectar, a tela é atualizada e o que ficou pendente é enviado.',
  editUserServerTitle: 'Alteração de servidor do usuário',
  localitySearchTitle: 'Pesquisa de localidade',
} as const;

/**
 * Titles of the pages that are not resource pages (resource titles come from the manifest:
 * generated/tables/resources.ts).
 */
export const pageTitles = {
  signIn: 'Entrar',
  dashboard: 'Início',
  profile: 'Meu perfil',
  routineHub: 'Todas as rotinas',
  tickets: 'Chamados',
  ticketDetails: 'Detalhes do chamado',
  notFound: 'Página não encontrada',
  unexpectedError: errorMessages.unexpected,
} as const;
