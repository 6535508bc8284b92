/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export interface ContagemNotificacoes {
  /**
   * Total de notificações não lidas (o sino mostra até 99).
   * @minimum 0
   */
  nao_lidas: number;
}
