/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Usuário da equipe responsável pelo chamado.
 */
export interface ResponsavelChamado {
  id: Id;
  usuarioId: Id;
  usuario: UsuarioResumo;
}
