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
import { haversine, round, route, type Point } from './geocode-route';

export { haversine, ROAD_FACTOR, SPEED_MPS } from './geocode-route';

const MAX_FEATURES = 10;

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
  const cities = ctx.db.resources.cidades
    .all()
    .filter((city) => city.ativo && city.latitude != null && city.longitude != null);
  const byIbge = new Map(cities.map((city) => [city.codigoIbge, city]));
  const capital = (nome: string, uf: string) =>
    UFS.some((entry) => entry.sigla === uf && foldText(entry.capital) === foldText(nome));
  const places: Place[] = cities.map((city) => {
    const [name, label, point] = [
      city.nome,
      `${city.nome}, ${city.uf}, Brasil`,
      [city.longitude!, city.latitude!] as Point,
    ];
    return {
      id: `cidade:${city.id}`,
      name,
      label,
      layer: 'locality',
      city,
      point,
      capital: capital(city.nome, city.uf),
    };
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
    places.push({
      id: `cep:${cep.cep}`,
      name: cep.logradouro,
      label,
      layer: 'street',
      city,
      point,
      capital: false,
    });
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
  Number(a.layer === 'street') - Number(b.layer === 'street') ||
  Number(b.capital) - Number(a.capital) ||
  a.label.localeCompare(b.label, 'pt-BR');

function feature({ id, label, name, layer, city, point }: Place, rank: number) {
  const region = UFS.find((candidate) => candidate.sigla === city.uf)?.nome ?? null;
  const confidence = [1, 0.9, 0.8, 0.6][rank];
  return {
    type: 'Feature' as const,
    geometry: { type: 'Point' as const, coordinates: point },
    properties: {
      id,
      label,
      name,
      layer,
      locality: city.nome,
      region,
      region_a: city.uf,
      country: 'Brasil',
      country_a: 'BRA',
      confidence,
    },
  };
}

/** Snap candidates: active toll plazas and active cities. */
function roadPoints(ctx: MockContext): Array<{ point: Point; name: string }> {
  const plazas = ctx.db.resources['praca-pedagio'].all().filter((plaza) => plaza.ativo);
  const cities = ctx.db.resources.cidades
    .all()
    .filter((city) => city.ativo && city.latitude != null && city.longitude != null);
  return [
    ...plazas.map((plaza) => ({
      point: [plaza.longitude, plaza.latitude] as Point,
      name: `${plaza.rodovia} - ${plaza.nome}`,
    })),
    ...cities.map((city) => ({ point: [city.longitude!, city.latitude!] as Point, name: city.nome })),
  ];
}

/** Locality search, truck routes and road snapping (the openrouteservice proxy of the API). */
export function geocodeHandlers(ctx: MockContext): HttpHandler[] {
  return [
    http.get(
      apiPath(ctx, '/v1/geocode/autocomplete'),
      authed(ctx, ({ request }) => {
        const query = parseRequest(
          BuscaLocalidadesQueryParams,
          queryObject(new URL(request.url), BuscaLocalidadesQueryParams),
        );
        if (!query.ok) return query.response;
        const text = foldText(query.data.text).trim().replace(/\s+/g, ' ');
        const ranked = gazetteer(ctx)
          .map((place) => ({ place, rank: text.length >= 3 ? rankOf(place, text) : null }))
          .filter((entry): entry is { place: Place; rank: number } => entry.rank !== null)
          .sort((a, b) => a.rank - b.rank || comparePlaces(a.place, b.place))
          .slice(0, MAX_FEATURES);
        return HttpResponse.json({
          type: 'FeatureCollection',
          features: ranked.map((entry) => feature(entry.place, entry.rank)),
        });
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
        const plazas = ctx.db.resources['praca-pedagio'].all().filter((plaza) => plaza.ativo);
        const stops = plazas.map((plaza) => [plaza.longitude, plaza.latitude] as Point);
        return HttpResponse.json(
          route(points, body.data.instructions ?? false, body.data.geometry_simplify ?? false, stops),
        );
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
          return best
            ? { location: best.point, name: best.name, snapped_distance: round(best.distance, 2) }
            : null;
        });
        return HttpResponse.json({ locations });
      }),
    ),
  ];
}
