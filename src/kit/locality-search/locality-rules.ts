import type { GeoLocalidade } from '@generated/api/model';

/** The locality search starts with more than 2 characters, 400 ms after the last key. */
export const LOCALITY_MIN_CHARS = 3;
export const LOCALITY_DEBOUNCE_MS = 400;

/** What the search sends for the typed text (trimmed, inner spaces collapsed), or null below 3 characters. */
export function localitySearchText(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  return [...text].length >= LOCALITY_MIN_CHARS ? text : null;
}

/** What the dialog returns to its caller: name, latitude, longitude. */
export interface LocalityChoice {
  nome: string;
  latitude: number;
  longitude: number;
}

/** A result as the dialog lists it. */
export interface Locality extends LocalityChoice {
  id: string;
  label: string;
}

/** A feature of the autocomplete (GeoJSON: coordinates are [longitude, latitude]). */
export function localityOf(feature: GeoLocalidade): Locality {
  const { id, label, name } = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  return { id, label, nome: name?.trim() || label, latitude, longitude };
}
