import { useMutation } from '@tanstack/react-query';
import { ajustaPontosMalhaViaria, calculaRota } from '@generated/api/geocode/geocode';
import type { GeoCoordenada, PracaPedagio } from '@generated/api/model';
import { listaPracasPedagio } from '@generated/api/praca-pedagio/praca-pedagio';
import type { LocalityChoice } from '@/kit';
import { SNAP_RADIUS_M, tollsAlongRoute, type LngLat, type RouteToll } from './route-geometry';

/** What the route is asked for. */
export interface RouteRequest {
  origin: LocalityChoice;
  destination: LocalityChoice;
  /** Axle count of the truck (2 to 9). */
  axles: number;
}

export interface RoutePreview {
  request: RouteRequest;
  /** The route's line (GeoJSON order [longitude, latitude]). */
  line: LngLat[];
  /** Metres and seconds. */
  distance: number;
  duration: number;
  tolls: RouteToll[];
}

const PAGE_SIZE = 100;

/** Every active toll plaza (the list call, page by page). */
async function activePlazas(signal?: AbortSignal): Promise<PracaPedagio[]> {
  const plazas: PracaPedagio[] = [];
  for (let pagina = 1; ; pagina++) {
    const page = await listaPracasPedagio(
      { situacao: 'UNLOCK', limitePagina: PAGE_SIZE, pagina },
      undefined,
      signal,
    );
    plazas.push(...page.items);
    if (pagina >= page.totalPaginas || page.items.length === 0) return plazas;
  }
}

const positionOf = (choice: LocalityChoice): GeoCoordenada => [choice.longitude, choice.latitude];

/**
 * Origin and destination are snapped to the road network (snap/driving-car, radius 900 m; a point with no
 * road within it is kept as chosen), the truck route for the axle count is drawn between them
 * (directions/driving-car/{axes}), and the active toll plazas within 900 m of its line are listed in the
 * order of passage with their tariff for that axle count.
 */
export async function previewRoute(request: RouteRequest): Promise<RoutePreview> {
  const chosen = [positionOf(request.origin), positionOf(request.destination)];
  const snapped = await ajustaPontosMalhaViaria({ locations: chosen, radius: SNAP_RADIUS_M });
  const coordinates = chosen.map((point, index) => snapped.locations[index]?.location ?? point);
  const [route, plazas] = await Promise.all([
    calculaRota(request.axles, { coordinates, instructions: false, geometry_simplify: false }),
    activePlazas(),
  ]);
  const feature = route.features[0];
  const line = feature.geometry.coordinates.map(([lng, lat]) => [lng, lat] as const);
  const { distance, duration } = feature.properties.summary;
  return { request, line, distance, duration, tolls: tollsAlongRoute(plazas, line, request.axles) };
}

/** The route preview as a mutation (one at a time: the caller disables its button while it runs). */
export function useRoutePreview() {
  return useMutation({ mutationFn: previewRoute });
}
