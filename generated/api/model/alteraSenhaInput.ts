/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Troca da própria senha. confirmaSenha deve ser igual a senha ("Senhas não conferem") e a nova senha deve ser diferente da atual; senhaAtual errada responde 400.
 */
export interface AlteraSenhaInput {
  /**
   * Nova senha.
   * @minLength 1
   */
  senha: string;
  /**
   * Repetição da nova senha.
   * @minLength 1
   */
  confirmaSenha: string;
  /**
   * Senha atual.
   * @minLength 1
   */
  senhaAtual: string;
}
