import { formatNumber } from './currency';

/**
 * Fraction digits of a latitude or longitude wherever one is shown (list, view page, form, map,
 * locality search): 6 decimals, about 0.1 m, the precision the records keep.
 */
export const COORDINATE_DECIMALS = 6;

/** -23.5505 → '-23,550500' (pt-BR decimal comma, always 6 decimals); '' when not a number. */
export function formatCoordinate(value: number | null | undefined): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return formatNumber(value, COORDINATE_DECIMALS);
}

/**
 * -23.5505, -46.6333 → '-23,550500; -46,633300'. The pair is split by a semicolon, as pt-BR lists
 * numbers that have decimal commas, so the two values never read as one.
 */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}; ${formatCoordinate(longitude)}`;
}
