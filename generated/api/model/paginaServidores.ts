/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Servidor } from './servidor';

export type PaginaServidores = Pagina & {
  items: Servidor[];
};
