import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
} from '@/lib/config/runtime-config';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubFetch(response: Response | Error) {
  const fetchMock = vi.fn(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('runtime configuration', () => {
  it('loads /config.json without cache and keeps it for later readers', async () => {
    const file = {
      apiBaseUrl: 'https://api.example/prod',
      socketUrl: 'wss://api.example/ws',
      tileUrl: 't',
      mocks: false,
      superUserEmail: 'raiz@example.com',
    };
    const fetchMock = stubFetch(Response.json(file));
    await expect(loadRuntimeConfig()).resolves.toEqual(file);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig()).toEqual(file);
  });

  it('fills missing keys with the defaults', () => {
    expect(parseRuntimeConfig({ mocks: false })).toEqual({ ...DEFAULT_RUNTIME_CONFIG, mocks: false });
  });

  it('falls back to the defaults and logs an error for an invalid file', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(Response.json({ apiBaseUrl: 42, mocks: 'sim' }));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(error).toHaveBeenCalled();
  });

  it('rejects a file that is not a JSON object, and keys of the wrong type or too short', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const raw of [null, [], 'texto', 3, { apiBaseUrl: '' }, { superUserEmail: 'ab' }, { mocks: 'false' }]) {
      expect(parseRuntimeConfig(raw)).toEqual(DEFAULT_RUNTIME_CONFIG);
    }
    expect(error).toHaveBeenCalledTimes(7);
    expect(parseRuntimeConfig({ tileUrl: 't', outra: 1 })).toEqual({ ...DEFAULT_RUNTIME_CONFIG, tileUrl: 't' });
  });

  it('falls back to the defaults when the file cannot be read', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(new Response('not found', { status: 404 }));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    stubFetch(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(error).toHaveBeenCalledTimes(2);
    expect(DEFAULT_RUNTIME_CONFIG).toEqual({
      apiBaseUrl: '/dev/api',
      socketUrl: '/dev/api/v1/ws',
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mocks: true,
      superUserEmail: 'root@retaguarda.dev',
    });
  });
});
