/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Pagina } from './pagina';
import type { UsuarioEmpresa } from './usuarioEmpresa';

export type PaginaUsuariosEmpresa = Pagina & {
  items: UsuarioEmpresa[];
};
