/** Texts of the user's server dialog (pt-BR) of our own wording; fixed messages live in src/lib/messages. */
export const editUserServerTexts = {
  user: 'Usuário',
  server: 'Servidor',
  saving: 'Salvando…',
} as const;
