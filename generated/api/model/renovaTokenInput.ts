/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Par de tokens atual, trocado por um novo par (a interface renova a cada 50000 ms).
 */
export interface RenovaTokenInput {
  /**
   * Token de acesso atual (pode estar vencido).
   * @minLength 1
   */
  token: string;
  /**
   * Token de renovação recebido no login ou na última renovação.
   * @minLength 1
   */
  refreshToken: string;
}
