/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Rotina } from './rotina';

export type PaginaRotinas = Pagina & {
  items: Rotina[];
};
