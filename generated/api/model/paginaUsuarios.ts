/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { Usuario } from './usuario';

export type PaginaUsuarios = Pagina & {
  items: Usuario[];
};
