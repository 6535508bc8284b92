/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Uma instrução de navegação.
 */
export interface GeoPassoRota {
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
  /** Código da manobra. */
  type?: number;
  instruction: string;
  /** Nome da via. */
  name?: string;
  /**
   * Índices inicial e final do trecho na geometria.
   * @items.minimum 0
   */
  way_points?: number[];
}
