/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Conjunto completo de responsáveis (substitui o atual).
 */
export interface AlteraResponsaveisInput {
  /**
   * Ids dos usuários responsáveis (ao menos um).
   * @minItems 1
   */
  responsaveis: Id[];
}
