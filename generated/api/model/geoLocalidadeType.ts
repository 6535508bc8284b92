/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type GeoLocalidadeType = (typeof GeoLocalidadeType)[keyof typeof GeoLocalidadeType];

export const GeoLocalidadeType = {
  Feature: 'Feature',
} as const;
