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
   * Código do município no IBGE (7 dígitos).
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
