/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoCoordenada } from './geoCoordenada';

/**
 * Pontos a ajustar à via trafegável mais próxima.
 */
export interface GeoSnapInput {
  /** @minItems 1 */
  locations: GeoCoordenada[];
  /**
   * Raio de busca em metros (padrão 900).
   * @exclusiveMinimum 0
   */
  radius?: number;
}
