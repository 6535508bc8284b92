/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { RotinaFrontEnd } from './rotinaFrontEnd';

export type PaginaRotinasFrontEnd = Pagina & {
  items: RotinaFrontEnd[];
};
