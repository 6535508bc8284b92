/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Séries de numeração dos documentos (somente dígitos, máximo 3 caracteres).
 */
export interface ConfiguracaoSeries {
  /**
   * Série do CT-e (0 a 999).
   * @minLength 1
   * @maxLength 3
   * @pattern ^[0-9]{1,3}$
   */
  serieCTe: string;
  /**
   * Série do MDF-e (0 a 999).
   * @minLength 1
   * @maxLength 3
   * @pattern ^[0-9]{1,3}$
   */
  serieMDFe: string;
}
