/**
 * 'latitude, longitude' as the locality search and the map show them. The decimals keep the
 * '.' of raw coordinates on purpose: with pt-BR decimal commas, '-23,55, -46,63' could not be read
 * (nor pasted into another map). Up to 6 decimals (about 0.1 m), without trailing zeros.
 */
export function formatCoordinate(value: number): string {
  if (!Number.isFinite(value)) return '';
  const text = String(Number(value.toFixed(6)));
  return text === '-0' ? '0' : text;
}

/** -23.5505, -46.6333 → '-23.5505, -46.6333'. */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${formatCoordinate(latitude)}, ${formatCoordinate(longitude)}`;
}
