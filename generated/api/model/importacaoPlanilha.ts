/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Corpo multipart de toda importação de planilha. Só arquivos .xlsx são aceitos (o modelo vem de exporta-planilha-modelo do recurso). O processamento é assíncrono: o resultado chega pelo socket ao vivo num evento de importação cujo dados.id_evento é igual ao idEvento enviado aqui.
 */
export interface ImportacaoPlanilha {
  /** Planilha .xlsx preenchida a partir do modelo de importação. */
  file: Blob | File | string;
  /**
   * Identificador do evento, gerado pelo cliente (ex. UUID v4). A interface deixa a importação pendente até receber no socket a mensagem com este id e status SUCESSO ou ERRO.
   * @minLength 1
   * @maxLength 100
   */
  idEvento: string;
}
