/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

/**
 * Só os registros com estes ids (a seleção da listagem), um parâmetro por id (ids=3&ids=7), até 100 (a maior página da listagem). Restringe como os demais filtros, combinado com eles; ids que não existem são ignorados. Ausente = todos os registros que atendem aos filtros.
 */
export type ExportaIdsParameter = Id[];
