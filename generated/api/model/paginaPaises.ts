/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Pais } from './pais';

export type PaginaPaises = Pagina & {
  items: Pais[];
};
