/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Cliente resumido (id e nome).
 */
export interface EmpresaResumo {
  id: Id;
  nome: string;
}
