import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  runtimeConfigLoaded,
} from '@/lib/config/runtime-config';
import { http } from '@/lib/http/client';

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
      idleTimeoutMinutes: 30,
    };
    const fetchMock = stubFetch(Response.json(file));
    await expect(loadRuntimeConfig()).resolves.toEqual(file);
    expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig()).toEqual(file);
  });

  it("takes the request the build's first script already made for config.json, once, instead of asking again", async () => {
    const file = { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.example/cedo' };
    const early = { url: '/config.json', response: Promise.resolve(Response.json(file)) };
    vi.stubGlobal('window', { __retaguardaEarlyConfig: early });
    const fetchMock = stubFetch(Response.json(DEFAULT_RUNTIME_CONFIG));
    await expect(loadRuntimeConfig()).resolves.toEqual(file);
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(1);
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
    const invalid = [
      null,
      [],
      'texto',
      3,
      { apiBaseUrl: '' },
      { superUserEmail: 'ab' },
      { mocks: 'false' },
      { idleTimeoutMinutes: -5 },
      { idleTimeoutMinutes: '30' },
      { idleTimeoutMinutes: 1.5 },
    ];
    for (const raw of invalid) {
      expect(parseRuntimeConfig(raw)).toEqual(DEFAULT_RUNTIME_CONFIG);
    }
    expect(error).toHaveBeenCalledTimes(invalid.length);
    expect(parseRuntimeConfig({ tileUrl: 't', outra: 1 })).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      tileUrl: 't',
    });
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
      idleTimeoutMinutes: 0,
    });
  });

  it('lets the page go on while config.json is on its way: API calls wait for it and then use its base URL', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const loading = loadRuntimeConfig();
    const adapter = vi.fn(async (config: { baseURL?: string; url?: string }) => ({
      data: `${config.baseURL}${config.url}`,
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
    const call = http.get('/v1/eu/perfil', { adapter: adapter as never });
    await new Promise((done) => setTimeout(done, 20));
    expect(adapter).not.toHaveBeenCalled();
    answer(Response.json({ apiBaseUrl: 'https://api.example/prod' }));
    await expect(runtimeConfigLoaded()).resolves.toMatchObject({ apiBaseUrl: 'https://api.example/prod' });
    await expect(call).resolves.toMatchObject({ data: 'https://api.example/prod/v1/eu/perfil' });
    await loading;
  });
});
