/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { AliquotaIcms } from './aliquotaIcms';
import type { Pagina } from './pagina';

export type PaginaAliquotasIcms = Pagina & {
  items: AliquotaIcms[];
};
