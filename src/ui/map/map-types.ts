/**
 * The shapes the map dialog works with. Coordinates here are [latitude, longitude] numbers as the
 * records and the forms keep them; the geocode API's GeoJSON order ([longitude, latitude]) is turned
 * into these where it is read (locality search, route preview).
 */

/** The map's one marker: where, and the title and subtitle shown with it. */
export interface MapPlace {
  latitude: number;
  longitude: number;
  title: string;
  subtitle?: string | null;
  /** 'toll': a toll plaza on a route (a small round marker); default: the pin. */
  variant?: 'pin' | 'toll';
}

/** What a resource page declares for a record; the coordinates may be missing (cities' are optional). */
export interface MapPlaceSource {
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  title: string;
  subtitle?: string | null;
}

/** A route drawn on the map: its vertices as [latitude, longitude]. */
export type MapLine = ReadonlyArray<readonly [number, number]>;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;

/** The place of a record, or null when it has no valid coordinates (then there is nothing to show). */
export function placeOf(source: MapPlaceSource | null | undefined): MapPlace | null {
  if (!source || !isCoordinate(source.latitude, 90) || !isCoordinate(source.longitude, 180)) return null;
  return {
    latitude: source.latitude,
    longitude: source.longitude,
    title: source.title,
    subtitle: source.subtitle ?? null,
  };
}
