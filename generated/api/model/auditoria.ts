/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Campos de auditoria presentes em muitos registros.
 */
export interface Auditoria {
  createdAt?: string;
  usuarioCreated?: UsuarioResumo | null;
  /** @nullable */
  updatedAt?: string | null;
  usuarioUpdated?: UsuarioResumo | null;
}
