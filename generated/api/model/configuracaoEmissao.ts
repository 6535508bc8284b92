/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { TipoEmissaoCTe } from './tipoEmissaoCTe';
import type { TipoEmissaoMDFe } from './tipoEmissaoMDFe';

/**
 * Forma de emissão dos documentos e observação tributária padrão.
 */
export interface ConfiguracaoEmissao {
  tipoEmissaoCTe: TipoEmissaoCTe;
  tipoEmissaoMDFe: TipoEmissaoMDFe;
  /**
   * Observação tributária impressa nos documentos (texto livre).
   * @maxLength 2000
   * @nullable
   */
  obsTributaria?: string | null;
}
