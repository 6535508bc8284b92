/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Anexo } from './anexo';
import type { Id } from './id';
import type { OrigemComentario } from './origemComentario';
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Comentário do chamado. Privado: visível só para a equipe do provedor. O autor pode excluí-lo até 5 minutos após createdAt.
 */
export interface ComentarioChamado {
  id: Id;
  origem: OrigemComentario;
  /** Texto rico (HTML sanitizado pela interface antes de exibir). */
  comentario: string;
  privado: boolean;
  anexos: Anexo[];
  createdAt: string;
  usuario: UsuarioResumo;
}
