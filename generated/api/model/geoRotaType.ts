/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type GeoRotaType = (typeof GeoRotaType)[keyof typeof GeoRotaType];

export const GeoRotaType = {
  FeatureCollection: 'FeatureCollection',
} as const;
