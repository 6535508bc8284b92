/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Modulo } from './modulo';
import type { Pagina } from './pagina';

export type PaginaModulos = Pagina & {
  items: Modulo[];
};
