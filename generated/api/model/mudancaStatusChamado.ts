/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { StatusChamado } from './statusChamado';

/**
 * A situação antes e depois (FECHAMENTO termina em FECHADO; REABERTURA parte dele).
 */
export interface MudancaStatusChamado {
  de: StatusChamado;
  para: StatusChamado;
}
