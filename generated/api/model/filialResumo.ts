/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Filial resumida (para seletores e referências).
 */
export interface FilialResumo {
  id: Id;
  /** @minimum 1 */
  codigo: number;
  nome: string;
  /** @nullable */
  fantasia?: string | null;
}
