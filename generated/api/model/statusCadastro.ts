/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { HistoricoStatus } from './historicoStatus';

export interface StatusCadastro {
  ativo: boolean;
  historico: HistoricoStatus[];
}
