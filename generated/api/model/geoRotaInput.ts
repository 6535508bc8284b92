/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoCoordenada } from './geoCoordenada';

/**
 * Pontos da rota, na ordem de passagem (origem, paradas, destino).
 */
export interface GeoRotaInput {
  /**
   * @minItems 2
   * @maxItems 50
   */
  coordinates: GeoCoordenada[];
  /** Inclui as instruções de navegação (segments[].steps). */
  instructions?: boolean;
  /** Simplifica a geometria da rota (menos pontos). */
  geometry_simplify?: boolean;
}
