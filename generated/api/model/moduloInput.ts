/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Dados de módulo do sistema enviados na criação e na alteração.
 */
export interface ModuloInput {
  /**
   * Código único do módulo, em maiúsculas (letras, dígitos e _; 2 a 30). O módulo BASICO existe sempre e é obrigatório em todo plano.
   * @pattern ^[A-Z0-9_]{2,30}$
   */
  codigo: string;
  /**
   * Descrição do módulo (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  descricao: string;
  /**
   * Valor mensal do módulo em reais (R$), maior ou igual a zero, com 2 casas decimais.
   * @minimum 0
   */
  valor: number;
}
