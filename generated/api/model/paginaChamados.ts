/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ChamadoResumo } from './chamadoResumo';
import type { Pagina } from './pagina';

export type PaginaChamados = Pagina & {
  items: ChamadoResumo[];
};
