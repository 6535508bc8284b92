/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Tokens da sessão. `token` vai no cabeçalho Authorization (Bearer) de toda chamada; `refreshToken` serve só para a renovação. Credenciais inválidas ou renovação recusada respondem 401.
 */
export interface TokensSessao {
  /**
   * Token de acesso (JWT).
   * @minLength 1
   */
  token: string;
  /**
   * Token de renovação.
   * @minLength 1
   */
  refreshToken: string;
  /**
   * Segundos até o token de acesso vencer.
   * @minimum 1
   */
  expiraEm: number;
}
