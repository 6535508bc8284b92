import { HttpResponse, http, type HttpHandler } from 'msw';
import {
  AjustaPontosMalhaViariaBody,
  BuscaLocalidadesQueryParams,
  CalculaRotaBody,
  CalculaRotaParams,
} from '@generated/zod/geocode/geocode';
import { CEPS } from '../db/data/ceps';
import { UFS } from '../db/data/ufs';
import { foldText } from '../db/text-search';
import { authed } from '../kit/auth';
import { apiPath, type MockContext } from '../kit/context';
import { jsonBody, queryObject } from '../kit/request';
import { parseRequest } from '../kit/validation';

type Point = [number, number];

/** Road distance over the great-circle distance, and the truck's average speed (70 km/h). */
export const ROAD_FACTOR = 1.25;
export const SPEED_MPS = 70 / 3.6;
const MAX_FEATURES = 10;

/** Great-circle distance in metres between two [longitude, latitude] points. */
export function haversine([lon1, lat1]: Point, [lon2, lat2]: Point): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371008.8 * Math.asin(Math.min(1, Math.sqrt(a)));
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Place {
  id: string;
  name: string;
  label: string;
  layer: 'locality' | 'street';
  city: { nome: string; uf: string };
  point: Point;
  capital: boolean;
}

/** The gazetteer: active seeded cities and the streets of the known CEPs (placed near their city). */
function gazetteer(ctx: MockContext): Place[] {
  const cities = ctx.db.resources.cidades.all().filter((city) => city.ativo && city.latitude != null && city.longitude != null);
  const byIbge = new Map(cities.map((city) => [city.codigoIbge, city]));
  const capital = (nome: string, uf: string) => UFS.some((entry) => entry.sigla === uf && foldText(entry.capital) === foldText(nome));
  const places: Place[] = cities.map((city) => {
    const [name, label, point] = [city.nome, `${city.nome}, ${city.uf}, Brasil`, [city.longitude!, city.latitude!] as Point];
    return { id: `cidade:${city.id}`, name, label, layer: 'locality', city, point, capital: capital(city.nome, city.uf) };
  });
  const seen = new Set<string>();
  for (const cep of CEPS) {
    const city = byIbge.get(cep.codigoIbge);
    const key = `${cep.logradouro}|${cep.codigoIbge}`;
    if (!city || !cep.logradouro || seen.has(key)) continue;
    seen.add(key);
    // Streets have no coordinates in the CEP table: a deterministic spot a few km around the city's centre.
    const offset = (factor: number) => (((Number(cep.cep.slice(3)) * factor) % 997) / 997 - 0.5) * 0.03;
    const point: Point = [round(city.longitude! + offset(7), 6), round(city.latitude! + offset(13), 6)];
    const label = `${cep.logradouro}, ${cep.bairro}, ${city.nome} - ${city.uf}`;
    places.push({ id: `cep:${cep.cep}`, name: cep.logradouro, label, layer: 'street', city, point, capital: false });
  }
  return places;
}

/** 0 = name starts with the text, 1 = a word of the name does, 2 = name contains it, 3 = label has every term. */
function rankOf(place: Place, text: string): number | null {
  const name = foldText(place.name);
  if (name.startsWith(text)) return 0;
  if (name.split(/[\s-]+/).some((_, index, words) => words.slice(index).join(' ').startsWith(text))) return 1;
  if (name.includes(text)) return 2;
  const label = foldText(place.label);
  return text.split(' ').every((term) => label.includes(term)) ? 3 : null;
}

/** Cities before streets, capitals first, then by label. */
const comparePlaces = (a: Place, b: Place) =>
  Number(a.layer === 'street') - Number(b.layer === 'street') || Number(b.capital) - Number(a.capital) || a.label.localeCompare(b.label, 'pt-BR');

function feature({ id, label, name, layer, city, point }: Place, rank: number) {
  const region = UFS.find((candidate) => candidate.sigla === city.uf)?.nome ?? null;
  const confidence = [1, 0.9, 0.8, 0.6][rank];
  return {
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: point },
    properties: { id, label, name, layer, locality: city.nome, region, region_a: city.uf, country: 'Brasil', country_a: 'BRA', confidence },
  };
}

/** A leg's vertices after its start: slightly bent (deterministically) so it is not a straight line. */
function legVertices(from: Point, to: Point, leg: number, parts: number): Point[] {
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  const bend = (leg % 2 === 0 ? 1 : -1) * 0.05;
  const vertices: Point[] = [];
  for (let step = 1; step < parts; step++) {
    const t = step / parts;
    const sway = bend * Math.sin(Math.PI * t) + 0.015 * Math.sin(2 * Math.PI * t);
    vertices.push([round(from[0] + dx * t - dy * sway, 6), round(from[1] + dy * t + dx * sway, 6)]);
  }
  return [...vertices, to];
}

const DIRECTIONS = ['leste', 'nordeste', 'norte', 'noroeste', 'oeste', 'sudoeste', 'sul', 'sudeste'];

function heading(from: Point, to: Point): string {
  const angle = (Math.atan2(to[1] - from[1], to[0] - from[0]) * 180) / Math.PI;
  return DIRECTIONS[(Math.round(angle / 45) + 8) % 8];
}

function route(points: Point[], instructions: boolean, simplify: boolean) {
  const coordinates: Point[] = [points[0]];
  const wayPoints = [0];
  const segments = points.slice(1).map((to, leg) => {
    const from = points[leg];
    const start = coordinates.length - 1;
    coordinates.push(...legVertices(from, to, leg, simplify ? 2 : 8));
    wayPoints.push(coordinates.length - 1);
    const distance = round(haversine(from, to) * ROAD_FACTOR, 1);
    const duration = round(distance / SPEED_MPS, 1);
    const last = leg === points.length - 2;
    const end = coordinates.length - 1;
    const arrival = last ? 'Você chegou ao destino' : `Você chegou à parada ${leg + 1}`;
    const steps = [
      { distance, duration, type: 11, instruction: `Siga na direção ${heading(from, to)}`, name: '-', way_points: [start, end] },
      { distance: 0, duration: 0, type: 10, instruction: arrival, name: '-', way_points: [end, end] },
    ];
    return instructions ? { distance, duration, steps } : { distance, duration };
  });
  const lons = coordinates.map((point) => point[0]);
  const lats = coordinates.map((point) => point[1]);
  const bbox = [Math.min(...lons), Math.min(...lats), Math.max(...lons), Math.max(...lats)];
  const sum = (field: 'distance' | 'duration') => round(segments.reduce((total, segment) => total + segment[field], 0), 1);
  const summary = { distance: sum('distance'), duration: sum('duration') };
  return {
    type: 'FeatureCollection',
    bbox,
    features: [{ type: 'Feature', bbox, geometry: { type: 'LineString', coordinates }, properties: { summary, segments, way_points: wayPoints } }],
  };
}

/** Snap candidates: active toll plazas and active cities. */
function roadPoints(ctx: MockContext): Array<{ point: Point; name: string }> {
  const plazas = ctx.db.resources['praca-pedagio'].all().filter((plaza) => plaza.ativo);
  const cities = ctx.db.resources.cidades.all().filter((city) => city.ativo && city.latitude != null && city.longitude != null);
  return [
    ...plazas.map((plaza) => ({ point: [plaza.longitude, plaza.latitude] as Point, name: `${plaza.rodovia} - ${plaza.nome}` })),
    ...cities.map((city) => ({ point: [city.longitude!, city.latitude!] as Point, name: city.nome })),
  ];
}

/** Locality search, truck routes and road snapping (the openrouteservice proxy of the API). */
export function geocodeHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      apiPath(ctx, '/v1/geocode/autocomplete'),
      authed(ctx, ({ request }) => {
        const query = parseRequest(BuscaLocalidadesQueryParams, queryObject(new URL(request.url), BuscaLocalidadesQueryParams));
        if (!query.ok) return query.response;
        const text = foldText(query.data.text).trim().replace(/\s+/g, ' ');
        const ranked = gazetteer(ctx)
          .map((place) => ({ place, rank: text.length >= 3 ? rankOf(place, text) : null }))
          .filter((entry): entry is { place: Place; rank: number } => entry.rank !== null)
          .sort((a, b) => a.rank - b.rank || comparePlaces(a.place, b.place))
          .slice(0, MAX_FEATURES);
        return HttpResponse.json({ type: 'FeatureCollection', features: ranked.map((entry) => feature(entry.place, entry.rank)) });
      }),
    ),
    http.post(
      apiPath(ctx, '/v1/geocode/directions/driving-car/:axes'),
      authed(ctx, async ({ request, params }) => {
        const axes = parseRequest(CalculaRotaParams, params);
        if (!axes.ok) return axes.response;
        const body = parseRequest(CalculaRotaBody, await jsonBody(request));
        if (!body.ok) return body.response;
        const points = body.data.coordinates.map(([lon, lat]) => [lon, lat] as Point);
        return HttpResponse.json(route(points, body.data.instructions ?? false, body.data.geometry_simplify ?? false));
      }),
    ),
    http.post(
      apiPath(ctx, '/v1/geocode/snap/driving-car'),
      authed(ctx, async ({ request }) => {
        const body = parseRequest(AjustaPontosMalhaViariaBody, await jsonBody(request));
        if (!body.ok) return body.response;
        const candidates = roadPoints(ctx);
        const radius = body.data.radius ?? 900;
        const locations = body.data.locations.map(([lon, lat]) => {
          let best: { point: Point; name: string; distance: number } | null = null;
          for (const candidate of candidates) {
            const distance = haversine([lon, lat], candidate.point);
            if (distance <= radius && (!best || distance < best.distance)) best = { ...candidate, distance };
          }
          return best ? { location: best.point, name: best.name, snapped_distance: round(best.distance, 2) } : null;
        });
        return HttpResponse.json({ locations });
      }),
    ),
  ];
}
