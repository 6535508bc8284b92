/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Uf } from './uf';

/**
 * Alíquota de ICMS de um par de UFs, enviada na criação e na alteração. Origem igual ao destino é a alíquota interna da UF; origens e destinos diferentes, a interestadual. O par ufOrigem/ufDestino é único (duplicado responde 409).
 */
export interface AliquotaIcmsInput {
  /** UF de origem (início da prestação ou remetente). */
  ufOrigem: Uf;
  /** UF de destino (término da prestação ou destinatário). */
  ufDestino: Uf;
  /**
   * Alíquota em percentual, de 0 a 100, com até 2 casas decimais (ex. 12, 7, 4, 17.5).
   * @minimum 0
   * @maximum 100
   */
  aliquota: number;
}
