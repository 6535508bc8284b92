import { describe, expect, it } from 'vitest';
import type { GeoRotaInput, GeoSnapInput } from '@generated/api/model';
import { setupMockApi } from './support';

const api = setupMockApi();

const SAO_PAULO: [number, number] = [-46.6333, -23.5505];
const CAMPINAS: [number, number] = [-47.0659, -22.9053];
const SANTOS: [number, number] = [-46.3336, -23.9608];

interface Feature {
  properties: { id: string; label: string; name: string; region_a: string | null };
  geometry: { type: string; coordinates: [number, number] };
}

async function autocomplete(token: string, text: string) {
  return api.call(token, `/v1/geocode/autocomplete?text=${encodeURIComponent(text)}`);
}

describe('mock API: geocode autocomplete', () => {
  it('finds São Paulo for "sao pa" (accents and case ignored), first, as a GeoJSON point', async () => {
    const { token } = await api.login();
    const response = await autocomplete(token, 'sao pa');
    expect(response.status).toBe(200);
    const { features } = (await response.json()) as { features: Feature[] };
    expect(features.length).toBeGreaterThan(0);
    expect(features.length).toBeLessThanOrEqual(10);
    const [first] = features;
    expect(first.properties).toMatchObject({
      label: 'São Paulo, SP, Brasil',
      name: 'São Paulo',
      region_a: 'SP',
    });
    expect(first.geometry.type).toBe('Point');
    const [longitude, latitude] = first.geometry.coordinates;
    expect(longitude).toBeCloseTo(-46.63, 1);
    expect(latitude).toBeCloseTo(-23.55, 1);
  });

  it('also finds streets of the known CEPs, labelled with neighbourhood and city', async () => {
    const { token } = await api.login();
    const { features } = (await (await autocomplete(token, 'PAULISTA')).json()) as { features: Feature[] };
    expect(features.map((feature) => feature.properties.label)).toContain(
      'Avenida Paulista, Bela Vista, São Paulo - SP',
    );
  });

  it('refuses fewer than 3 characters and answers no features for an unknown place', async () => {
    const { token } = await api.login();
    const short = await autocomplete(token, 'sa');
    expect(short.status).toBe(400);
    expect((await short.json()).errors[0].errors[0]).toBe('Mínimo 3 caracteres');
    const none = await autocomplete(token, 'xyzxyz');
    expect((await none.json()).features).toEqual([]);
  });
});

describe('mock API: truck routes', () => {
  const directions = (token: string, axes: number, body: GeoRotaInput) =>
    api.call<GeoRotaInput>(token, `/v1/geocode/directions/driving-car/${axes}`, {
      method: 'POST',
      json: body,
    });

  it('draws a route through the points with a plausible road distance and a 70 km/h duration', async () => {
    const { token } = await api.login();
    const response = await directions(token, 5, { coordinates: [SAO_PAULO, CAMPINAS], instructions: true });
    expect(response.status).toBe(200);
    const route = (await response.json()).features[0];
    const line: Array<[number, number]> = route.geometry.coordinates;
    expect(route.geometry.type).toBe('LineString');
    expect(line[0]).toEqual(SAO_PAULO);
    expect(line[line.length - 1]).toEqual(CAMPINAS);
    expect(line.length).toBeGreaterThan(4);
    // Not a straight line: some vertex lies off the chord.
    const offChord = line.some(([x, y]) => {
      const cross =
        (CAMPINAS[0] - SAO_PAULO[0]) * (y - SAO_PAULO[1]) - (CAMPINAS[1] - SAO_PAULO[1]) * (x - SAO_PAULO[0]);
      return Math.abs(cross) > 1e-4;
    });
    expect(offChord).toBe(true);
    const { distance, duration } = route.properties.summary;
    expect(distance).toBeGreaterThan(80_000);
    expect(distance).toBeLessThan(130_000);
    expect(duration).toBeCloseTo(distance / (70 / 3.6), -1);
    expect(route.properties.segments[0].steps.length).toBeGreaterThan(0);
  });

  it('goes through every stop (way_points) and validates axes and coordinates', async () => {
    const { token } = await api.login();
    const response = await directions(token, 3, { coordinates: [SAO_PAULO, SANTOS, CAMPINAS] });
    const route = (await response.json()).features[0];
    const line: Array<[number, number]> = route.geometry.coordinates;
    expect(route.properties.way_points.map((index: number) => line[index])).toEqual([
      SAO_PAULO,
      SANTOS,
      CAMPINAS,
    ]);
    expect(route.properties.segments).toHaveLength(2);
    expect(route.properties.segments[0].steps).toBeUndefined();
    expect((await directions(token, 1, { coordinates: [SAO_PAULO, CAMPINAS] })).status).toBe(400);
    expect((await directions(token, 10, { coordinates: [SAO_PAULO, CAMPINAS] })).status).toBe(400);
    expect((await directions(token, 2, { coordinates: [SAO_PAULO] })).status).toBe(400);
  });
  it('follows the highway corridor: the route goes through the active toll plazas along it, in order of travel', async () => {
    const { token } = await api.login();
    const CURITIBA: [number, number] = [-49.2733, -25.4284];
    const regis = api.ctx.db.resources['praca-pedagio']
      .all()
      .filter((plaza) => plaza.concessionaria === 'ARTERIS RÉGIS BITTENCOURT' && plaza.ativo)
      .map((plaza) => [plaza.longitude, plaza.latitude] as [number, number]);
    expect(regis.length).toBeGreaterThan(2);
    const route = (await (await directions(token, 6, { coordinates: [SAO_PAULO, CURITIBA] })).json())
      .features[0];
    const line: Array<[number, number]> = route.geometry.coordinates;
    const at = (point: [number, number]) => line.findIndex(([x, y]) => x === point[0] && y === point[1]);
    const indices = regis.map(at);
    expect(indices.every((index) => index > 0)).toBe(true);
    // São Paulo → Curitiba: the plazas come southwards, in the order of travel.
    const byLatitude = [...regis].sort((a, b) => b[1] - a[1]).map(at);
    expect(byLatitude).toEqual([...byLatitude].sort((a, b) => a - b));
    // An inactive plaza is not on the way.
    const table = api.ctx.db.resources['praca-pedagio'];
    const [longitude, latitude] = regis[0];
    const plaza = table.all().find((item) => item.longitude === longitude && item.latitude === latitude)!;
    table.update(plaza.id, { ativo: false }, null);
    try {
      const again = (await (await directions(token, 6, { coordinates: [SAO_PAULO, CURITIBA] })).json())
        .features[0];
      expect(again.geometry.coordinates).not.toContainEqual(regis[0]);
    } finally {
      table.update(plaza.id, { ativo: true }, null);
    }
  });
});

describe('mock API: road snapping', () => {
  it('snaps a point near a seeded toll plaza to it and leaves a point far from everything null', async () => {
    const { token } = await api.login();
    const plaza = api.ctx.db.resources['praca-pedagio'].all().find((item) => item.ativo)!;
    const near: [number, number] = [plaza.longitude + 0.002, plaza.latitude];
    const ocean: [number, number] = [-35, -30];
    const response = await api.call<GeoSnapInput>(token, '/v1/geocode/snap/driving-car', {
      method: 'POST',
      json: { locations: [near, ocean] },
    });
    expect(response.status).toBe(200);
    const { locations } = await response.json();
    expect(locations[0].location).toEqual([plaza.longitude, plaza.latitude]);
    expect(locations[0].snapped_distance).toBeGreaterThan(100);
    expect(locations[0].snapped_distance).toBeLessThan(300);
    expect(locations[1]).toBeNull();
    const tight = await api.call<GeoSnapInput>(token, '/v1/geocode/snap/driving-car', {
      method: 'POST',
      json: { locations: [near], radius: 50 },
    });
    expect((await tight.json()).locations).toEqual([null]);
  });
});
