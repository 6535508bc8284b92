/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { TipoAmbiente } from './tipoAmbiente';

/**
 * Ambiente e versões dos leiautes fiscais.
 */
export interface ConfiguracaoAmbiente {
  tipoAmbiente: TipoAmbiente;
  /**
   * Versão do leiaute do CT-e (ex. 4.00).
   * @minLength 1
   * @pattern ^[0-9]{1,2}\.[0-9]{2}$
   */
  versaoCTe: string;
  /**
   * Versão do leiaute do MDF-e (ex. 3.00).
   * @minLength 1
   * @pattern ^[0-9]{1,2}\.[0-9]{2}$
   */
  versaoMDFe: string;
}
