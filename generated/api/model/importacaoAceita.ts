/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Importação recebida e enfileirada; o desfecho chega depois pelo socket ao vivo.
 */
export interface ImportacaoAceita {
  /**
   * O idEvento enviado na requisição, ecoado para correlacionar com o evento do socket.
   * @minLength 1
   */
  idEvento: string;
}
