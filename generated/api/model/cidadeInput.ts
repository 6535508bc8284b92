/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { Uf } from './uf';

/**
 * Dados de cidade enviados na criação e na alteração.
 */
export interface CidadeInput {
  /**
   * @minLength 1
   * @maxLength 120
   */
  nome: string;
  /**
   * Código do município no IBGE (7 dígitos). O último é o dígito verificador dos seis primeiros (pesos 1,2,1,2,1,2; produtos acima de 9 somam seus dígitos; dígito = (10 − soma mod 10) mod 10), salvo os municípios reais criados antes da regra (2201919, 2201988, 2202251, 2611533, 3117836, 3152131, 4305871, 5203939, 5203962); fora dela a API responde 400 com 'Código inválido'.
   * @pattern ^[0-9]{7}$
   */
  codigoIbge: string;
  uf: Uf;
  /**
   * @minimum -90
   * @maximum 90
   * @nullable
   */
  latitude?: number | null;
  /**
   * @minimum -180
   * @maximum 180
   * @nullable
   */
  longitude?: number | null;
}
