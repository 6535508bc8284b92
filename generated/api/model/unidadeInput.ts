/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Dados da unidade enviados na criação e na alteração (a filial deve ser do cliente informado).
 */
export interface UnidadeInput {
  /**
   * Código da unidade, único dentro da filial.
   * @minimum 1
   * @maximum 9999
   */
  codigo: number;
  /**
   * Nome da unidade (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 150
   */
  nome: string;
  /** Cliente. */
  empresaId: Id;
  /** Filial do cliente a que a unidade pertence. */
  filialId: Id;
}
