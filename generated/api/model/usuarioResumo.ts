/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Usuário resumido, usado em auditoria e referências.
 */
export interface UsuarioResumo {
  id: Id;
  nome: string;
  email?: string;
  /** @nullable */
  avatarUrl?: string | null;
}
