import { describe, expect, it } from 'vitest';
import { formatCoordinate, formatCoordinates } from '@/ui/map/coordinates';
import { placeOf } from '@/ui/map/map-types';

describe("'latitude, longitude' (locality results, map dialog)", () => {
  it('keeps the raw decimal point, up to 6 decimals, without trailing zeros', () => {
    expect(formatCoordinates(-23.5505, -46.6333)).toBe('-23.5505, -46.6333');
    expect(formatCoordinates(-22.90530000001, -47.06590049)).toBe('-22.9053, -47.0659');
    expect(formatCoordinates(-25.4284123456, -49.2733987654)).toBe('-25.428412, -49.273399');
    expect(formatCoordinates(10, -50.5)).toBe('10, -50.5');
  });

  it('writes zero without a sign and never in exponent notation', () => {
    expect(formatCoordinate(-0.0000001)).toBe('0');
    expect(formatCoordinate(0.000001)).toBe('0.000001');
    expect(formatCoordinate(Number.NaN)).toBe('');
  });
});

describe('placeOf (a record on the map)', () => {
  it('is the record with its title and subtitle when both coordinates are valid', () => {
    expect(placeOf({ latitude: -23.5, longitude: -46.6, title: 'São Paulo', subtitle: 'SP' })).toEqual({
      latitude: -23.5,
      longitude: -46.6,
      title: 'São Paulo',
      subtitle: 'SP',
    });
  });

  it('is null without coordinates or with coordinates out of range (nothing to show)', () => {
    expect(placeOf({ latitude: null, longitude: -46.6, title: 'x' })).toBeNull();
    expect(placeOf({ latitude: -23.5, longitude: undefined, title: 'x' })).toBeNull();
    expect(placeOf({ latitude: 91, longitude: 0, title: 'x' })).toBeNull();
    expect(placeOf({ latitude: 0, longitude: -181, title: 'x' })).toBeNull();
    expect(placeOf(null)).toBeNull();
  });
});
