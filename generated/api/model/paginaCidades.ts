/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Cidade } from './cidade';
import type { Pagina } from './pagina';

export type PaginaCidades = Pagina & {
  items: Cidade[];
};
