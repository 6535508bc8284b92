/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */

export type GeoPontoType = (typeof GeoPontoType)[keyof typeof GeoPontoType];

export const GeoPontoType = {
  Point: 'Point',
} as const;
