/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Arquivo do certificado A1 e sua senha (multipart/form-data). Aceita somente .pfx ou .p12; senha errada ou arquivo inválido respondem 400 com a mensagem do erro.
 */
export interface CertificadoDigitalInput {
  /** Arquivo .pfx ou .p12 (PKCS#12). */
  certificadoDigital: Blob | File;
  /**
   * Senha do certificado.
   * @minLength 1
   */
  senha: string;
}
