/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export interface GeoResumoRota {
  /**
   * Distância total em metros.
   * @minimum 0
   */
  distance: number;
  /**
   * Duração total em segundos.
   * @minimum 0
   */
  duration: number;
}
