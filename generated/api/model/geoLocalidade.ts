/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoLocalidadeType } from './geoLocalidadeType';
import type { GeoPonto } from './geoPonto';
import type { GeoPropriedadesLocalidade } from './geoPropriedadesLocalidade';

/**
 * Uma localidade (GeoJSON Feature com geometria Point).
 */
export interface GeoLocalidade {
  type: GeoLocalidadeType;
  properties: GeoPropriedadesLocalidade;
  geometry: GeoPonto;
}
