import { describe, expect, it } from 'vitest';
import type { PracaPedagio } from '@generated/api/model';
import {
  distanceToLine,
  formatDuration,
  NEAR_ROUTE_M,
  SNAP_RADIUS_M,
  tariffOf,
  tollsAlongRoute,
  totalOf,
  type LngLat,
} from '@/resources/pracas-pedagio/toll-route/route-geometry';

const LINE: LngLat[] = [
  [-46.6, -23.5],
  [-46.6, -24.0],
  [-47.0, -24.0],
];

function plaza(
  id: number,
  longitude: number,
  latitude: number,
  valores: PracaPedagio['valores'] = [
    { eixos: 2, valor: 8.6 },
    { eixos: 6, valor: 25.8 },
  ],
): PracaPedagio {
  return {
    id,
    nome: `PRAÇA ${id}`,
    concessionaria: 'C',
    rodovia: 'BR-116',
    km: 1,
    uf: 'SP',
    cidadeId: 1,
    cidade: { id: 1, nome: 'X' },
    sentido: 'AMBOS',
    latitude,
    longitude,
    valores,
    ativo: true,
  } as PracaPedagio;
}

describe('route geometry', () => {
  it('measures the distance from a point to the route in metres, and where along it', () => {
    // 0.005° of longitude east of the first leg at -23.75° ≈ 509 m; 0.25° of latitude along ≈ 27.8 km.
    const { distance, along } = distanceToLine([-46.595, -23.75], LINE);
    expect(distance).toBeGreaterThan(500);
    expect(distance).toBeLessThan(520);
    expect(along / 1000).toBeCloseTo(27.8, 0);
    expect(distanceToLine([-46.6, -24.0], LINE).distance).toBeCloseTo(0, 6);
    expect(distanceToLine([-46.6, -23.5], [[-46.6, -23.5]]).distance).toBeCloseTo(0, 6);
    expect(distanceToLine([-46.6, -23.5], []).distance).toBe(Infinity);
  });

  it('lists the plazas within 900 m (the geocode snap radius) in the order they are passed', () => {
    expect(NEAR_ROUTE_M).toBe(SNAP_RADIUS_M);
    expect(SNAP_RADIUS_M).toBe(900);
    const plazas = [
      plaza(1, -46.9, -24.001),
      plaza(2, -46.595, -23.75),
      plaza(3, -46.5, -23.75),
      plaza(4, -46.6, -23.6),
    ];
    const tolls = tollsAlongRoute(plazas, LINE, 6);
    expect(tolls.map((toll) => toll.plaza.id)).toEqual([4, 2, 1]);
    expect(tolls.every((toll) => toll.value === 25.8)).toBe(true);
  });

  it('takes the tariff of the axle count; a plaza without one counts as nothing in the total', () => {
    expect(tariffOf(plaza(1, 0, 0), 2)).toBe(8.6);
    expect(tariffOf(plaza(1, 0, 0), 9)).toBeNull();
    expect(tariffOf({ valores: undefined }, 2)).toBeNull();
    const tolls = tollsAlongRoute(
      [plaza(1, -46.6, -23.6), plaza(2, -46.6, -23.7), plaza(3, -46.6, -23.8, [])],
      LINE,
      2,
    );
    expect(tolls.map((toll) => toll.value)).toEqual([8.6, 8.6, null]);
    // Summed in cents: 0.1 + 0.2 is 0.3.
    expect(totalOf(tolls)).toBe(17.2);
    expect(
      totalOf([
        { ...tolls[0], value: 0.1 },
        { ...tolls[1], value: 0.2 },
      ]),
    ).toBe(0.3);
  });

  it('writes a duration in hours and minutes', () => {
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(5 * 3600 + 23 * 60 + 10)).toBe('5 h 23 min');
  });
});
