/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { CertificadoDigital } from './certificadoDigital';
import type { ConfiguracaoFiscal } from './configuracaoFiscal';

/**
 * Configuração fiscal do cliente, com o certificado digital atual (somente leitura).
 */
export type ConfiguracaoFiscalEmpresa = ConfiguracaoFiscal & {
  /** Certificado digital A1 do cliente; nulo enquanto nenhum foi enviado (altera-certificado). */
  readonly certificado: CertificadoDigital | null;
};
