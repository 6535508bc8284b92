/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Referência a outro registro (id e um rótulo).
 */
export interface Referencia {
  id: Id;
  nome?: string;
  descricao?: string;
}
