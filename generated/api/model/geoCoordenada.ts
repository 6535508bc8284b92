/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

/**
 * Ponto na ordem GeoJSON [longitude, latitude] (WGS 84).
 * @minItems 2
 * @maxItems 2
 */
export type GeoCoordenada = [number, number];
