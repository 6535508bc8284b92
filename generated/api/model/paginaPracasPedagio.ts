/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { PracaPedagio } from './pracaPedagio';

export type PaginaPracasPedagio = Pagina & {
  items: PracaPedagio[];
};
