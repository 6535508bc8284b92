/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Ncm } from './ncm';
import type { Pagina } from './pagina';

export type PaginaNcms = Pagina & {
  items: Ncm[];
};
