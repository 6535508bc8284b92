/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Um evento do histórico de ativação/inativação do registro.
 */
export interface HistoricoStatus {
  id: Id;
  /** Situação após o evento. */
  ativo: boolean;
  motivo: string;
  createdAt: string;
  usuario?: UsuarioResumo | null;
}
