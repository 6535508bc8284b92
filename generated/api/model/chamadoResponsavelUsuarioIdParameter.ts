/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Id } from './id';

export type ChamadoResponsavelUsuarioIdParameter = Id;
