/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Empresa } from './empresa';
import type { Pagina } from './pagina';

export type PaginaEmpresas = Pagina & {
  items: Empresa[];
};
