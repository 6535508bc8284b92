/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { UrlArquivo } from './urlArquivo';

/**
 * Usuário resumido, usado em auditoria e referências.
 */
export interface UsuarioResumo {
  id: Id;
  nome: string;
  email?: string;
  /** Avatar do usuário; nulo sem avatar. */
  avatarUrl?: UrlArquivo | null;
}
