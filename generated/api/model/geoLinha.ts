/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoCoordenada } from './geoCoordenada';
import type { GeoLinhaType } from './geoLinhaType';

/**
 * Geometria GeoJSON LineString do traçado.
 */
export interface GeoLinha {
  type: GeoLinhaType;
  /** @minItems 2 */
  coordinates: GeoCoordenada[];
}
