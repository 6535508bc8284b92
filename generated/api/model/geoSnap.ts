/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import type { GeoPontoAjustado } from './geoPontoAjustado';

/**
 * Um item por ponto enviado, na mesma ordem; nulo quando nenhuma via está dentro do raio.
 */
export interface GeoSnap {
  locations: (GeoPontoAjustado | null)[];
}
