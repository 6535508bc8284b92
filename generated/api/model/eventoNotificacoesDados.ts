/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type EventoNotificacoesDados = {
  /**
   * Total de notificações não lidas do usuário da sessão.
   * @minimum 0
   */
  nao_lidas: number;
};
