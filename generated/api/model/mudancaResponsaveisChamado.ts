/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { UsuarioResumo } from './usuarioResumo';

/**
 * Quem entrou e quem saiu dos responsáveis (ao menos um dos dois não vazio); quem ficou não aparece.
 */
export interface MudancaResponsaveisChamado {
  adicionados: UsuarioResumo[];
  removidos: UsuarioResumo[];
}
