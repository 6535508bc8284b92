/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type GeoRotaFeatureType = (typeof GeoRotaFeatureType)[keyof typeof GeoRotaFeatureType];

export const GeoRotaFeatureType = {
  Feature: 'Feature',
} as const;
