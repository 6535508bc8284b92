/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Ação da notificação. Ao abri-la, a notificação é marcada como lida e a interface navega para `rota`.
 */
export interface AcaoNotificacao {
  /**
   * Texto do link (ex. "Ver chamado").
   * @minLength 1
   */
  titulo: string;
  /**
   * Rota da aplicação (ex. /dashboard/chamados/12/detalhes).
   * @pattern ^/
   */
  rota: string;
}
