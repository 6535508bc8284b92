/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoCoordenada } from './geoCoordenada';
import type { GeoPontoType } from './geoPontoType';

/**
 * Geometria GeoJSON Point.
 */
export interface GeoPonto {
  type: GeoPontoType;
  coordinates: GeoCoordenada;
}
