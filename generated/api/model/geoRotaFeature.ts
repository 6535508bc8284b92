/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoLinha } from './geoLinha';
import type { GeoRotaFeatureProperties } from './geoRotaFeatureProperties';
import type { GeoRotaFeatureType } from './geoRotaFeatureType';

/**
 * Uma rota (GeoJSON Feature com geometria LineString).
 */
export interface GeoRotaFeature {
  type: GeoRotaFeatureType;
  geometry: GeoLinha;
  properties: GeoRotaFeatureProperties;
}
