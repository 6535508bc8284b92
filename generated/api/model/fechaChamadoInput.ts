/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Fechamento do chamado (situação FECHADO e dataFechamento agora).
 */
export interface FechaChamadoInput {
  /** A solicitação do cliente foi atendida. */
  solicitacaoResolvida?: boolean;
  /**
   * Comentário de fechamento (opcional).
   * @minLength 1
   */
  comentario?: string;
  /** O comentário é visível só para a equipe do provedor. */
  privado?: boolean;
}
