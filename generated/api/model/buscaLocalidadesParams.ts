/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type BuscaLocalidadesParams = {
  /**
   * Texto pesquisado (mínimo 3 caracteres).
   * @minLength 3
   */
  text: string;
};
