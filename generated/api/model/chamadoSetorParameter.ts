/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { SetorChamado } from './setorChamado';

/**
 * Setores aceitos (qualquer um); ausente = todos.
 */
export type ChamadoSetorParameter = SetorChamado[];
