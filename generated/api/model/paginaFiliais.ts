/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Filial } from './filial';
import type { Pagina } from './pagina';

export type PaginaFiliais = Pagina & {
  items: Filial[];
};
