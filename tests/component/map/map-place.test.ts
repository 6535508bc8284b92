import { describe, expect, it } from 'vitest';
import { placeOf } from '@/ui/map/map-types';

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
