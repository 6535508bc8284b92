/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoPassoRota } from './geoPassoRota';

/**
 * Trecho entre dois pontos consecutivos da requisição.
 */
export interface GeoTrechoRota {
  /**
   * Metros.
   * @minimum 0
   */
  distance: number;
  /**
   * Segundos.
   * @minimum 0
   */
  duration: number;
  /** Presente quando instructions é true. */
  steps?: GeoPassoRota[];
}
