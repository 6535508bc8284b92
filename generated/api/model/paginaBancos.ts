/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Banco } from './banco';
import type { Pagina } from './pagina';

export type PaginaBancos = Pagina & {
  items: Banco[];
};
