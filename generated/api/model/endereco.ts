/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { Referencia } from './referencia';

/**
 * Endereço. Textos gravados em maiúsculas; cep com exatamente 8 dígitos.
 */
export interface Endereco {
  id?: Id;
  /** @minLength 1 */
  logradouro: string;
  /** @minLength 1 */
  bairro: string;
  /** @minLength 1 */
  numero: string;
  /** @nullable */
  complemento?: string | null;
  /** @pattern ^[0-9]{8}$ */
  cep: string;
  cidadeId: Id;
  cidade?: Referencia | null;
  paisId: Id;
  pais?: Referencia | null;
}
