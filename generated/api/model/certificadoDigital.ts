/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Dados do certificado digital A1 (.pfx/.p12) lidos do arquivo. A interface mostra "Certificado digital ok, válido até {vencimento}".
 */
export interface CertificadoDigital {
  /** Último dia de validade do certificado (yyyy-MM-dd). */
  vencimento: string;
  /**
   * Nome do titular (CN do certificado).
   * @nullable
   */
  titular?: string | null;
  /**
   * CPF ou CNPJ do titular, sem máscara, quando presente no certificado.
   * @nullable
   * @pattern ^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$
   */
  cnpj?: string | null;
}
