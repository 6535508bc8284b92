/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Dados de país enviados na criação e na alteração.
 */
export interface PaisInput {
  /**
   * Nome do país em português (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  nome: string;
  /**
   * Código do país na tabela do Banco Central (4 dígitos, com zeros à esquerda; ex. 1058 = Brasil), usado nos documentos fiscais eletrônicos.
   * @pattern ^[0-9]{4}$
   */
  codigoBacen: string;
  /**
   * Sigla ISO 3166-1 alfa-2 (2 letras maiúsculas; ex. BR, AR, US).
   * @pattern ^[A-Z]{2}$
   */
  sigla: string;
}
