/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoRotaFeature } from './geoRotaFeature';
import type { GeoRotaType } from './geoRotaType';

/**
 * Rota de veículo de carga (GeoJSON FeatureCollection; uma feature por rota, a primeira é a recomendada).
 */
export interface GeoRota {
  type?: GeoRotaType;
  /** @minItems 1 */
  features: GeoRotaFeature[];
  /** Caixa envolvente [oeste, sul, leste, norte]. */
  bbox?: number[];
}
