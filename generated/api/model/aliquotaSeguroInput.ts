/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { TipoSeguroCarga } from './tipoSeguroCarga';

/**
 * Alíquota de seguro de carga enviada na criação e na alteração.
 */
export interface AliquotaSeguroInput {
  /**
   * Descrição da alíquota (ex. seguradora, apólice ou faixa; gravada em maiúsculas).
   * @minLength 1
   * @maxLength 120
   */
  descricao: string;
  tipo: TipoSeguroCarga;
  /**
   * Percentual aplicado sobre o valor da mercadoria, de 0 a 100, com até 4 casas decimais (ex. 0.03 = 0,03%).
   * @minimum 0
   * @maximum 100
   */
  percentual: number;
}
