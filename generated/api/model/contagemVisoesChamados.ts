/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Quantos chamados há em cada visão da fila de triagem, com os filtros pedidos (a visão 'Aguardando suporte' é a situação AGUARDANDO_RESPOSTA_SUPORTE, contada em porStatus). O spec não prevê as visões: escolha de desenho da fila de triagem.
 */
export interface ContagemVisoesChamados {
  /**
   * Chamados atrasados (os de atrasados=true).
   * @minimum 0
   */
  atrasados: number;
  /**
   * Chamados não fechados sem responsável (os de semResponsavel=true nas situações não fechadas).
   * @minimum 0
   */
  semResponsavel: number;
  /**
   * Chamados não fechados em que o usuário da sessão está entre os responsáveis (os de responsavelUsuarioId = usuário da sessão, nas situações não fechadas).
   * @minimum 0
   */
  meus: number;
}
