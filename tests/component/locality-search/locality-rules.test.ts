import { describe, expect, it } from 'vitest';
import { localityFillValues } from '@/kit/locality-search/locality-fill';
import {
  LOCALITY_DEBOUNCE_MS,
  LOCALITY_MIN_CHARS,
  localityOf,
  localitySearchText,
} from '@/kit/locality-search/locality-rules';

describe('locality search rules', () => {
  it('searches from 3 characters, 400 ms after the last key', () => {
    expect(LOCALITY_MIN_CHARS).toBe(3);
    expect(LOCALITY_DEBOUNCE_MS).toBe(400);
  });

  it('sends nothing below 3 characters, counting the trimmed text', () => {
    expect(localitySearchText('')).toBeNull();
    expect(localitySearchText('sa')).toBeNull();
    expect(localitySearchText('  sa  ')).toBeNull();
    expect(localitySearchText('sã ')).toBeNull();
    expect(localitySearchText('sao')).toBe('sao');
  });

  it('sends the text trimmed with inner spaces collapsed', () => {
    expect(localitySearchText('  são   paulo ')).toBe('são paulo');
  });

  it('reads a GeoJSON result: coordinates come as [longitude, latitude]; the name falls back to the label', () => {
    const feature = {
      type: 'Feature' as const,
      properties: { id: 'cidade:1', label: 'Campinas, SP, Brasil', name: 'Campinas' },
      geometry: { type: 'Point' as const, coordinates: [-47.0659, -22.9053] as [number, number] },
    };
    expect(localityOf(feature)).toEqual({
      id: 'cidade:1',
      label: 'Campinas, SP, Brasil',
      nome: 'Campinas',
      latitude: -22.9053,
      longitude: -47.0659,
    });
    expect(localityOf({ ...feature, properties: { id: 'x', label: 'Praça da Sé, São Paulo' } }).nome).toBe(
      'Praça da Sé, São Paulo',
    );
  });
});

describe('filling a form from a chosen locality', () => {
  const fill = { latitude: 'latitude', longitude: 'longitude', name: 'nome' };
  const choice = { nome: 'São José dos Campos', latitude: -23.17944449, longitude: -45.88694412 };

  it('sets the coordinates rounded to 6 decimals, and the name (upper-cased for upper fields) when it is empty', () => {
    expect(localityFillValues(fill, choice, { value: '', upper: true, maxLength: 120 })).toEqual([
      ['latitude', -23.179444],
      ['longitude', -45.886944],
      ['nome', 'SÃO JOSÉ DOS CAMPOS'],
    ]);
    expect(localityFillValues(fill, choice, { value: null, upper: false })).toContainEqual([
      'nome',
      'São José dos Campos',
    ]);
    expect(localityFillValues(fill, choice, { value: '', upper: false, maxLength: 8 })).toContainEqual([
      'nome',
      'São José',
    ]);
  });

  it('never replaces a name already typed, and fills no name where the resource has none to fill', () => {
    expect(
      localityFillValues(fill, choice, { value: 'VILA NOVA', upper: true }).map(([field]) => field),
    ).toEqual(['latitude', 'longitude']);
    expect(localityFillValues({ latitude: 'lat', longitude: 'lng' }, choice).map(([field]) => field)).toEqual(
      ['lat', 'lng'],
    );
  });
});
