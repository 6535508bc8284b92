/**
 * The truck routes of the mock geocode API (the openrouteservice directions proxy): a leg between two
 * requested points follows the highway corridor between them, going through the active toll plazas
 * that lie along it, and is slightly bent (deterministically) so it is never a straight line.
 */

export type Point = [number, number];

/** Road distance over the great-circle distance, and the truck's average speed (70 km/h). */
export const ROAD_FACTOR = 1.25;
export const SPEED_MPS = 70 / 3.6;

/** A plaza is on a leg's way when it lies this close to the leg's chord: 6% of its length, 5 to 25 km. */
const CORRIDOR_SHARE = 0.06;
const CORRIDOR_MIN_M = 5_000;
const CORRIDOR_MAX_M = 25_000;
const METRES_PER_DEGREE = 111_195;

/** Great-circle distance in metres between two [longitude, latitude] points. */
export function haversine([lon1, lat1]: Point, [lon2, lat2]: Point): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The plazas a leg goes through, in the order of travel (position along the chord, distance to it). */
export function plazasOnLeg(from: Point, to: Point, plazas: readonly Point[]): Point[] {
  const scale = Math.cos((((from[1] + to[1]) / 2) * Math.PI) / 180);
  const [dx, dy] = [(to[0] - from[0]) * scale, to[1] - from[1]];
  const length = Math.hypot(dx, dy);
  if (length === 0) return [];
  const corridor = Math.min(
    CORRIDOR_MAX_M,
    Math.max(CORRIDOR_MIN_M, CORRIDOR_SHARE * length * METRES_PER_DEGREE),
  );
  const seen = new Set<string>();
  return plazas
    .map((plaza) => {
      const [px, py] = [(plaza[0] - from[0]) * scale, plaza[1] - from[1]];
      const along = (px * dx + py * dy) / length ** 2;
      const off = (Math.abs(px * dy - py * dx) / length) * METRES_PER_DEGREE;
      return { plaza, along, off };
    })
    .filter(({ plaza, along, off }) => {
      const key = plaza.join(',');
      if (along <= 0.02 || along >= 0.98 || off > corridor || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.along - b.along)
    .map(({ plaza }) => plaza);
}

/** A stretch's vertices after its start: slightly bent so it is not a straight line. */
function stretchVertices(from: Point, to: Point, bendSign: number, parts: number): Point[] {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const vertices: Point[] = [];
  for (let step = 1; step < parts; step++) {
    const t = step / parts;
    const sway = bendSign * 0.05 * Math.sin(Math.PI * t) + 0.015 * Math.sin(2 * Math.PI * t);
    vertices.push([round(from[0] + dx * t - dy * sway, 6), round(from[1] + dy * t + dx * sway, 6)]);
  }
  return [...vertices, to];
}

/** A leg's vertices after its start, through the plazas on its way. */
function legVertices(from: Point, to: Point, leg: number, parts: number, plazas: readonly Point[]): Point[] {
  const stops = [from, ...plazasOnLeg(from, to, plazas), to];
  return stops
    .slice(1)
    .flatMap((stop, index) => stretchVertices(stops[index], stop, (leg + index) % 2 === 0 ? 1 : -1, parts));
}

const DIRECTIONS = ['leste', 'nordeste', 'norte', 'noroeste', 'oeste', 'sudoeste', 'sul', 'sudeste'];

function heading(from: Point, to: Point): string {
  const angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  return DIRECTIONS[(Math.round(angle / 45) + 8) % 8];
}

/** The GeoJSON route through `points` (a FeatureCollection with one LineString feature). */
export function route(
  points: readonly Point[],
  instructions: boolean,
  simplify: boolean,
  plazas: readonly Point[],
) {
  const coordinates: Point[] = [points[0]];
  const wayPoints = [0];
  const segments = points.slice(1).map((to, leg) => {
    const from = points[leg];
    const start = coordinates.length - 1;
    coordinates.push(...legVertices(from, to, leg, simplify ? 2 : 8, plazas));
    wayPoints.push(coordinates.length - 1);
    const distance = round(haversine(from, to) * ROAD_FACTOR, 1);
    const duration = round(distance / SPEED_MPS, 1);
    const last = leg === points.length - 2;
    const end = coordinates.length - 1;
    const arrival = last ? 'Você chegou ao destino' : `Você chegou à parada ${leg + 1}`;
    const steps = [
      {
        distance,
        duration,
        type: 11,
        instruction: `Siga na direção ${heading(from, to)}`,
        name: '-',
        way_points: [start, end],
      },
      { distance: 0, duration: 0, type: 10, instruction: arrival, name: '-', way_points: [end, end] },
    ];
    return instructions ? { distance, duration, steps } : { distance, duration };
  });
  const lons = coordinates.map((point) => point[0]);
  const lats = coordinates.map((point) => point[1]);
  const bbox = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
  const sum = (field: 'distance' | 'duration') =>
    round(
      segments.reduce((total, segment) => total + segment[field], 0),
      1,
    );
  const summary = { distance: sum('distance'), duration: sum('duration') };
  return {
    type: 'FeatureCollection',
    bbox,
    features: [
      {
        type: 'Feature',
        bbox,
        geometry: { type: 'LineString', coordinates },
        properties: { summary, segments, way_points: wayPoints },
      },
    ],
  };
}
