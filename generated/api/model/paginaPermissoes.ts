/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Permissao } from './permissao';

export type PaginaPermissoes = Pagina & {
  items: Permissao[];
};
