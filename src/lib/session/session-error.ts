/** Texts of the session flow of our own wording (pt-BR), shown by the sign-in form. */
export const sessionMessages = {
  notStaff: 'Usuário sem acesso ao Retaguarda: apenas a equipe administrativa pode entrar.',
  profileUnavailable: 'Não foi possível carregar o seu perfil. Entre novamente.',
} as const;

/** A sign-in refused by the session itself (not by the API): its message is shown as is. */
export class SessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionError';
  }
}
