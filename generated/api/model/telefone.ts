/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { TelefoneTipo } from './telefoneTipo';

export interface Telefone {
  id?: Id;
  tipo: TelefoneTipo;
  /**
   * Somente dígitos, com DDD.
   * @minLength 10
   */
  numero: string;
  /** @nullable */
  operadora?: string | null;
  /** @nullable */
  observacao?: string | null;
}
