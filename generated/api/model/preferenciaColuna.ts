/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Preferência de exibição de uma coluna da listagem, por usuário e recurso.
 */
export interface PreferenciaColuna {
  coluna: string;
  /** @minimum 0 */
  posicao: number;
  mostrar: boolean;
}
