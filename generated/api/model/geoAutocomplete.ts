/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoAutocompleteType } from './geoAutocompleteType';
import type { GeoLocalidade } from './geoLocalidade';

/**
 * Localidades que atendem ao texto (GeoJSON FeatureCollection); `features` vazio quando nada atende.
 */
export interface GeoAutocomplete {
  type?: GeoAutocompleteType;
  features: GeoLocalidade[];
  /** Caixa envolvente [oeste, sul, leste, norte]. */
  bbox?: number[];
}
