/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Dados de NCM enviados na criação e na alteração.
 */
export interface NcmInput {
  /**
   * Código da Nomenclatura Comum do Mercosul, só dígitos (8). A interface mostra a máscara ####.##.## (ex. 8471.30.12) e envia sem pontos.
   * @pattern ^[0-9]{8}$
   */
  codigo: string;
  /**
   * Descrição da mercadoria na tabela NCM (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 1000
   */
  descricao: string;
}
