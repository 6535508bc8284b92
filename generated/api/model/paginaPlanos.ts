/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Plano } from './plano';

export type PaginaPlanos = Pagina & {
  items: Plano[];
};
