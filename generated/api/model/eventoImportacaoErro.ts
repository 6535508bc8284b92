/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Um erro de validação da planilha importada, apontando a linha (e a coluna, quando houver).
 */
export interface EventoImportacaoErro {
  /**
   * Linha da planilha (1 = cabeçalho). Nulo quando o erro não é de uma linha (ex. arquivo inválido).
   * @minimum 1
   * @nullable
   */
  linha?: number | null;
  /**
   * Cabeçalho da coluna com o valor inválido, quando houver.
   * @nullable
   */
  coluna?: string | null;
  /**
   * Mensagem em pt-BR, pronta para exibição (ex. "CEP inválido").
   * @minLength 1
   */
  mensagem: string;
}
