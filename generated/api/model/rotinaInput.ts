/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { AcaoRotina } from './acaoRotina';
import type { Id } from './id';

/**
 * Dados de rotina do sistema enviados na criação e na alteração.
 */
export interface RotinaInput {
  /**
   * Descrição da rotina (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  descricao: string;
  /**
   * Prefixo de entidade dos códigos de ação da rotina, em maiúsculas (ex. CID, PAIS, EMP, ALIQ_ICMS, FRONT_ROT). Único no sistema.
   * @pattern ^[A-Z][A-Z0-9_]{1,29}$
   */
  codigo: string;
  /** Módulo do sistema ao qual a rotina pertence. */
  moduloId: Id;
  /**
   * Ações (códigos de permissão) da rotina; ao menos uma, sem códigos repetidos.
   * @minItems 1
   */
  acoes: AcaoRotina[];
}
