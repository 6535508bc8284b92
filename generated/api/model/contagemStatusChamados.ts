/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { ContagemStatusChamadosPorStatus } from './contagemStatusChamadosPorStatus';
import type { ContagemVisoesChamados } from './contagemVisoesChamados';

/**
 * Quantos chamados há em cada situação gravada e no total, e em cada visão da fila (com os filtros pedidos).
 */
export interface ContagemStatusChamados {
  /** @minimum 0 */
  total: number;
  visoes: ContagemVisoesChamados;
  porStatus: ContagemStatusChamadosPorStatus;
}
