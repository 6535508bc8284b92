/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ContagemStatusChamadosPorStatus } from './contagemStatusChamadosPorStatus';

/**
 * Quantos chamados há em cada situação gravada e no total (com os filtros pedidos).
 */
export interface ContagemStatusChamados {
  /** @minimum 0 */
  total: number;
  porStatus: ContagemStatusChamadosPorStatus;
}
