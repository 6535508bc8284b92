/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Unidade } from './unidade';

export type PaginaUnidades = Pagina & {
  items: Unidade[];
};
