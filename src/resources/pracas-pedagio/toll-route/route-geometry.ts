import type { PracaPedagio } from '@generated/api/model';

/** A GeoJSON position: [longitude, latitude]. */
export type LngLat = readonly [number, number];

/**
 * The geocode snap radius (900 m). The same distance decides which toll plazas are on the route:
 * a plaza within 900 m of the route's line is passed through.
 */
export const SNAP_RADIUS_M = 900;
export const NEAR_ROUTE_M = SNAP_RADIUS_M;

const EARTH_RADIUS_M = 6_371_008.8;
const RAD = Math.PI / 180;

/** Metres east and north of `origin` (equirectangular: exact enough within a few hundred km). */
function toLocal([lng, lat]: LngLat, origin: LngLat): [number, number] {
  const x = (lng - origin[0]) * RAD * Math.cos(origin[1] * RAD) * EARTH_RADIUS_M;
  const y = (lat - origin[1]) * RAD * EARTH_RADIUS_M;
  return [x, y];
}

/**
 * The distance in metres from `point` to the polyline `line`, and how far along the line (metres from
 * its start) the nearest spot is. Infinity for a line without vertices.
 */
export function distanceToLine(point: LngLat, line: readonly LngLat[]): { distance: number; along: number } {
  let best = { distance: Infinity, along: 0 };
  let travelled = 0;
  const segments = Math.max(line.length - 1, line.length === 1 ? 1 : 0);
  for (let index = 0; index < segments; index++) {
    const start = toLocal(line[index], point);
    const end = toLocal(line[Math.min(index + 1, line.length - 1)], point);
    const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
    const length = Math.hypot(dx, dy);
    // The point is the local origin: project it on the segment, clamped to its ends.
    const t = length === 0 ? 0 : Math.min(1, Math.max(0, -(start[0] * dx + start[1] * dy) / length ** 2));
    const distance = Math.hypot(start[0] + dx * t, start[1] + dy * t);
    if (distance < best.distance) best = { distance, along: travelled + length * t };
    travelled += length;
  }
  return best;
}

/** A toll plaza passed by the route, with its tariff for the chosen axle count. */
export interface RouteToll {
  plaza: PracaPedagio;
  /** Tariff in R$ for the axle count; null when the plaza has none for it. */
  value: number | null;
  /** Metres from the route's start (the order of passage). */
  along: number;
}

/** The plaza's tariff for `axles`, or null when it has none. */
export function tariffOf(plaza: Pick<PracaPedagio, 'valores'>, axles: number): number | null {
  return plaza.valores?.find((valor) => valor.eixos === axles)?.valor ?? null;
}

/** The plazas within `radius` metres of the route, in the order they are passed, with their tariffs. */
export function tollsAlongRoute(
  plazas: readonly PracaPedagio[],
  line: readonly LngLat[],
  axles: number,
  radius = NEAR_ROUTE_M,
): RouteToll[] {
  return plazas
    .map((plaza) => ({ plaza, ...distanceToLine([plaza.longitude, plaza.latitude], line) }))
    .filter((entry) => entry.distance <= radius)
    .sort((a, b) => a.along - b.along)
    .map(({ plaza, along }) => ({ plaza, along, value: tariffOf(plaza, axles) }));
}

/** The sum of the known tariffs, in cents to avoid float drift, back in R$. */
export function totalOf(tolls: readonly RouteToll[]): number {
  return tolls.reduce((cents, toll) => cents + Math.round((toll.value ?? 0) * 100), 0) / 100;
}

/** 19380 s → '5 h 23 min'; 2700 s → '45 min'. */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
