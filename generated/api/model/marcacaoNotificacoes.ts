/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Resultado de marcar todas as notificações como lidas.
 */
export interface MarcacaoNotificacoes {
  /**
   * Quantas notificações não lidas passaram a lidas (0 quando não havia nenhuma).
   * @minimum 0
   */
  marcadas: number;
}
