/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Erro } from './erro';

/**
 * Conflito com o estado atual (409): valor único já cadastrado, registro já nesse estado, chamado fechado, comentário fora do prazo de exclusão.
 */
export type ConflitoResponse = Erro;
