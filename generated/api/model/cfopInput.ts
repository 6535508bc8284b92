/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { TipoCfop } from './tipoCfop';

/**
 * Dados de CFOP enviados na criação e na alteração. O tipo deve concordar com o primeiro dígito do código (1, 2, 3 = ENTRADA; 5, 6, 7 = SAIDA); a API recusa a combinação incoerente com 400.
 */
export interface CfopInput {
  /**
   * Código Fiscal de Operações e Prestações (4 dígitos; a interface mostra #.###, ex. 5.102). Primeiro dígito 1, 2 ou 3 para entradas; 5, 6 ou 7 para saídas.
   * @pattern ^[123567][0-9]{3}$
   */
  codigo: string;
  /**
   * Descrição oficial da operação (gravada em maiúsculas).
   * @minLength 1
   * @maxLength 1000
   */
  descricao: string;
  tipo: TipoCfop;
}
