/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Dados de banco enviados na criação e na alteração.
 */
export interface BancoInput {
  /**
   * Código de compensação COMPE (3 dígitos, com zeros à esquerda; ex. 001, 237, 341).
   * @pattern ^[0-9]{3}$
   */
  codigo: string;
  /**
   * Nome do banco (gravado em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  nome: string;
  /**
   * Identificador ISPB do participante no SPB (8 dígitos, com zeros à esquerda; ex. 00000000).
   * @pattern ^[0-9]{8}$
   */
  ispb: string;
}
