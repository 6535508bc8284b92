/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoResumoRota } from './geoResumoRota';
import type { GeoTrechoRota } from './geoTrechoRota';

export type GeoRotaFeatureProperties = {
  summary: GeoResumoRota;
  segments?: GeoTrechoRota[];
  /**
   * Índices, na geometria, de cada ponto da requisição.
   * @items.minimum 0
   */
  way_points?: number[];
};
