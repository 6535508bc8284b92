/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type GeoLinhaType = (typeof GeoLinhaType)[keyof typeof GeoLinhaType];

export const GeoLinhaType = {
  LineString: 'LineString',
} as const;
