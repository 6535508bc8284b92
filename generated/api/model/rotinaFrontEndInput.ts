/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Dados de rotina de front-end (rota de tela) enviados na criação e na alteração.
 */
export interface RotinaFrontEndInput {
  /**
   * Descrição da tela (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  descricao: string;
  /**
   * Rota da tela na aplicação, começando por / (ex. /dashboard/cidades); parâmetros no formato :nome (ex. /dashboard/cidades/:id). Única no sistema.
   * @maxLength 200
   * @pattern ^/[A-Za-z0-9/_:-]*$
   */
  rota: string;
  /** Rotina do sistema cujas permissões dão acesso à tela. */
  rotinaId: Id;
}
