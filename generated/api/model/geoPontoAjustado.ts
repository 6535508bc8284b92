/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoCoordenada } from './geoCoordenada';

export interface GeoPontoAjustado {
  location: GeoCoordenada;
  /**
   * Nome da via, quando conhecido.
   * @nullable
   */
  name?: string | null;
  /**
   * Distância em metros entre o ponto enviado e o ajustado.
   * @minimum 0
   */
  snapped_distance: number;
}
