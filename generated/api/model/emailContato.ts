/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

export interface EmailContato {
  id?: Id;
  enderecoEmail: string;
  /** @nullable */
  nome?: string | null;
}
