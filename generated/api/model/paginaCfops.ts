/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Cfop } from './cfop';
import type { Pagina } from './pagina';

export type PaginaCfops = Pagina & {
  items: Cfop[];
};
