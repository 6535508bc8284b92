/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { AliquotaSeguro } from './aliquotaSeguro';
import type { Pagina } from './pagina';

export type PaginaAliquotasSeguros = Pagina & {
  items: AliquotaSeguro[];
};
