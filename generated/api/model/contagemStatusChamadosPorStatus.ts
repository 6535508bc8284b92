/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type ContagemStatusChamadosPorStatus = {
  /** @minimum 0 */
  EM_ABERTO: number;
  /** @minimum 0 */
  EM_ANALISE: number;
  /** @minimum 0 */
  A_DESENVOLVER: number;
  /** @minimum 0 */
  EM_ANDAMENTO: number;
  /** @minimum 0 */
  AGUARDANDO_RESPOSTA_CLIENTE: number;
  /** @minimum 0 */
  AGUARDANDO_RESPOSTA_SUPORTE: number;
  /** @minimum 0 */
  FECHADO: number;
};
