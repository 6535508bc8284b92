/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type GeoAutocompleteType = (typeof GeoAutocompleteType)[keyof typeof GeoAutocompleteType];

export const GeoAutocompleteType = {
  FeatureCollection: 'FeatureCollection',
} as const;
