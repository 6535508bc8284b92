import { describe, expect, it } from 'vitest';
import { COORDINATE_DECIMALS, formatCoordinate, formatCoordinates } from '@/lib/format/coordinates';
import { formatNumber } from '@/lib/format/currency';

describe('coordinates (map dialog, locality search, view page, list)', () => {
  it('writes a latitude or longitude with the pt-BR decimal comma and always 6 decimals', () => {
    expect(formatCoordinate(-23.5505)).toBe('-23,550500');
    expect(formatCoordinate(-22.90530000001)).toBe('-22,905300');
    expect(formatCoordinate(-49.2733987654)).toBe('-49,273399');
    expect(formatCoordinate(10)).toBe('10,000000');
  });

  it('is the same text the decimal kind shows with the coordinate fields\u2019 6 decimals (list and view page)', () => {
    for (const value of [-23.4538, -46.6333, 0, 179.999999]) {
      expect(formatCoordinate(value)).toBe(formatNumber(value, COORDINATE_DECIMALS));
    }
  });

  it('separates latitude and longitude with a semicolon so the decimal commas stay readable', () => {
    expect(formatCoordinates(-23.5505, -46.6333)).toBe('-23,550500; -46,633300');
  });

  it('writes zero without a sign, never in exponent notation, and nothing for a missing value', () => {
    expect(formatCoordinate(-0.0000001)).toBe('0,000000');
    expect(formatCoordinate(0.000001)).toBe('0,000001');
    expect(formatCoordinate(Number.NaN)).toBe('');
    expect(formatCoordinate(null)).toBe('');
  });
});
