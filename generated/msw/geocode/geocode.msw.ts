/**
 * generated — do not edit. Source: openapi/ (npm run generate).
 */
import { faker } from '@faker-js/faker/locale/pt_BR';

import { HttpResponse, http } from 'msw';
import type { RequestHandlerOptions } from 'msw';

import type { GeoAutocomplete, GeoRota, GeoSnap } from '../../api/model';

export const getBuscaLocalidadesResponseMock = (
  overrideResponse: Partial<Extract<GeoAutocomplete, object>> = {},
): GeoAutocomplete => ({
  type: faker.helpers.arrayElement([faker.helpers.arrayElement(['FeatureCollection'] as const), undefined]),
  features: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    type: faker.helpers.arrayElement(['Feature'] as const),
    properties: {
      id: faker.string.alpha({ length: { min: 10, max: 20 } }),
      label: faker.string.alpha({ length: { min: 10, max: 20 } }),
      name: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      layer: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), undefined]),
      locality: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      region: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      region_a: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      country: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      country_a: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
      confidence: faker.helpers.arrayElement([
        faker.number.float({ min: 0, max: 1, fractionDigits: 2 }),
        null,
      ]),
    },
    geometry: {
      type: faker.helpers.arrayElement(['Point'] as const),
      coordinates: [
        faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
        faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
      ],
    },
  })),
  bbox: faker.helpers.arrayElement([
    Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
      faker.number.float({ fractionDigits: 2 }),
    ),
    undefined,
  ]),
  ...overrideResponse,
});

export const getCalculaRotaResponseMock = (
  overrideResponse: Partial<Extract<GeoRota, object>> = {},
): GeoRota => ({
  type: faker.helpers.arrayElement([faker.helpers.arrayElement(['FeatureCollection'] as const), undefined]),
  features: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
    type: faker.helpers.arrayElement(['Feature'] as const),
    geometry: {
      type: faker.helpers.arrayElement(['LineString'] as const),
      coordinates: Array.from({ length: faker.number.int({ min: 2, max: 10 }) }, (_, i) => i + 1).map(() => [
        faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
        faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
      ]),
    },
    properties: {
      summary: {
        distance: faker.number.float({ min: 0, fractionDigits: 2 }),
        duration: faker.number.float({ min: 0, fractionDigits: 2 }),
      },
      segments: faker.helpers.arrayElement([
        Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
          distance: faker.number.float({ min: 0, fractionDigits: 2 }),
          duration: faker.number.float({ min: 0, fractionDigits: 2 }),
          steps: faker.helpers.arrayElement([
            Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() => ({
              distance: faker.number.float({ min: 0, fractionDigits: 2 }),
              duration: faker.number.float({ min: 0, fractionDigits: 2 }),
              type: faker.helpers.arrayElement([faker.number.int(), undefined]),
              instruction: faker.string.alpha({ length: { min: 10, max: 20 } }),
              name: faker.helpers.arrayElement([
                faker.string.alpha({ length: { min: 10, max: 20 } }),
                undefined,
              ]),
              way_points: faker.helpers.arrayElement([
                Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
                  faker.number.int({ min: 0 }),
                ),
                undefined,
              ]),
            })),
            undefined,
          ]),
        })),
        undefined,
      ]),
      way_points: faker.helpers.arrayElement([
        Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
          faker.number.int({ min: 0 }),
        ),
        undefined,
      ]),
    },
  })),
  bbox: faker.helpers.arrayElement([
    Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
      faker.number.float({ fractionDigits: 2 }),
    ),
    undefined,
  ]),
  ...overrideResponse,
});

export const getAjustaPontosMalhaViariaResponseMock = (
  overrideResponse: Partial<Extract<GeoSnap, object>> = {},
): GeoSnap => ({
  locations: Array.from({ length: faker.number.int({ min: 1, max: 10 }) }, (_, i) => i + 1).map(() =>
    faker.helpers.arrayElement([
      {
        location: [
          faker.number.float({ min: -180, max: 180, fractionDigits: 2 }),
          faker.number.float({ min: -90, max: 90, fractionDigits: 2 }),
        ],
        name: faker.helpers.arrayElement([faker.string.alpha({ length: { min: 10, max: 20 } }), null]),
        snapped_distance: faker.number.float({ min: 0, fractionDigits: 2 }),
      },
      null,
    ]),
  ),
  ...overrideResponse,
});

export const getBuscaLocalidadesMockHandler = (
  overrideResponse?:
    | GeoAutocomplete
    | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GeoAutocomplete> | GeoAutocomplete),
  options?: RequestHandlerOptions,
) => {
  return http.get(
    '*/v1/geocode/autocomplete',
    async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getBuscaLocalidadesResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getCalculaRotaMockHandler = (
  overrideResponse?:
    GeoRota | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GeoRota> | GeoRota),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/geocode/directions/driving-car/:axes',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getCalculaRotaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};

export const getAjustaPontosMalhaViariaMockHandler = (
  overrideResponse?:
    GeoSnap | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GeoSnap> | GeoSnap),
  options?: RequestHandlerOptions,
) => {
  return http.post(
    '*/v1/geocode/snap/driving-car',
    async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
      return HttpResponse.json(
        overrideResponse !== undefined
          ? typeof overrideResponse === 'function'
            ? await overrideResponse(info)
            : overrideResponse
          : getAjustaPontosMalhaViariaResponseMock(),
        { status: 200 },
      );
    },
    options,
  );
};
export const getGeocodeMock = () => [
  getBuscaLocalidadesMockHandler(),
  getCalculaRotaMockHandler(),
  getAjustaPontosMalhaViariaMockHandler(),
];
