/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Credenciais de acesso.
 */
export interface LoginInput {
  /** E-mail do usuário. */
  email: string;
  /**
   * Senha do usuário.
   * @minLength 1
   */
  senha: string;
}
