/** Texts of the session flow of our own wording (pt-BR), shown by the sign-in form. */
export const sessionMessages = {
  notStaff: 'Usuário sem acesso ao Retaguarda: apenas a equipe administrativa pode entrar.',
  profileUnavailable: 'Não foi possível carregar o seu perfil. Entre novamente.',
  apiUnavailable: 'Não foi possível falar com o servidor agora. A sua sessão continua aberta: tente de novo.',
} as const;

/**
 * A session that could not be restored because the API or the network failed for a while (no answer, a
 * 5xx, a 429): the session is kept (its cookies, every other tab), and the page says so with a retry.
 */
export class SessionUnavailableError extends Error {
  constructor() {
    super(sessionMessages.apiUnavailable);
    this.name = 'SessionUnavailableError';
  }
}

/** A sign-in refused by the session itself (not by the API): its message is shown as is. */
export class SessionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SessionError';
  }
}
