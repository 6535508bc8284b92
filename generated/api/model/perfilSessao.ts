/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { UsuarioSessao } from './usuarioSessao';

export interface PerfilSessao {
  usuario: UsuarioSessao;
}
