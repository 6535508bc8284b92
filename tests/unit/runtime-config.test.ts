import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIG_REQUIRED,
  DEFAULT_RUNTIME_CONFIG,
  getRuntimeConfig,
  isRuntimeConfigLoaded,
  loadRuntimeConfig,
  parseRequiredRuntimeConfig,
  parseRuntimeConfig,
  RuntimeConfigError,
  runtimeConfigLoaded,
} from '@/lib/config/runtime-config';
import { runtimeConfigFaults } from '@/lib/config/runtime-config-rules';
import { describeConfigRefusal, type ConfigRefusalText } from '@/app/pages/config-error-texts';
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

/** A config.json as deploy/render.sh writes it. */
const RENDERED = {
  apiBaseUrl: '/api',
  socketUrl: '/api/v1/ws',
  tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
  mocks: false,
  superUserEmail: 'raiz@example.com',
  idleTimeoutMinutes: 15,
};

/** What loading `answer` as config.json gives where it is required: the configuration, or the refusal. */
async function loadRequired(answer: Response | Error): Promise<unknown> {
  stubFetch(answer);
  return loadRuntimeConfig(undefined, { required: true }).catch((error: unknown) => error);
}

/** The refusal of `answer`, in the words of the page that shows it. */
async function refusalOf(answer: Response | Error): Promise<ConfigRefusalText> {
  const error = await loadRequired(answer);
  expect(error).toBeInstanceOf(RuntimeConfigError);
  return describeConfigRefusal(error as RuntimeConfigError);
}

describe('runtime configuration where config.json is required (a build without the mock API)', () => {
  it('is required in builds without the mock API only: npm start and the demo keep their defaults', () => {
    expect(CONFIG_REQUIRED).toBe(!__MOCKS_COMPILED_IN__);
    expect(CONFIG_REQUIRED).toBe(false); // the tests run with the mocks compiled in, as npm start does
  });

  it('takes the file deploy/render.sh writes as it is', async () => {
    await expect(loadRequired(Response.json(RENDERED))).resolves.toEqual(RENDERED);
    expect(getRuntimeConfig()).toEqual(RENDERED);
    expect(isRuntimeConfigLoaded()).toBe(true);
  });

  it("keeps render.sh's defaults for tileUrl and idleTimeoutMinutes, and mocks off, when the file leaves them out", () => {
    const file = { apiBaseUrl: '/api', socketUrl: 'wss://ws.example/ws', superUserEmail: 'raiz@example.com' };
    expect(parseRequiredRuntimeConfig(file)).toEqual({
      ...file,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mocks: false,
      idleTimeoutMinutes: 0,
    });
  });

  it("refuses a config.json that is not there ('Configuração ausente'): 404, unreadable, or a page in its place", async () => {
    expect(await refusalOf(new Response('not found', { status: 404 }))).toEqual({
      reason: 'missing',
      problem: '/config.json não encontrado (HTTP 404).',
    });
    expect(await refusalOf(new Response('', { status: 503 }))).toEqual({
      reason: 'missing',
      problem: '/config.json não pôde ser lido (HTTP 503).',
    });
    expect(await refusalOf(new TypeError('Failed to fetch'))).toEqual({
      reason: 'missing',
      problem: '/config.json não pôde ser lido (falha de rede).',
    });
    // index.html, as a server's fallback to the app's page answers for a file it does not have.
    const indexHtml = '<!doctype html>\n<html lang="pt-BR"><body><div id="root"></div></body></html>';
    const pageInItsPlace = {
      reason: 'missing',
      problem: '/config.json não encontrado: o servidor respondeu uma página HTML em seu lugar.',
    };
    const html = { headers: { 'Content-Type': 'text/html; charset=utf-8' } };
    expect(await refusalOf(new Response(indexHtml, html))).toEqual(pageInItsPlace);
    // The same page under a JSON type is still a page.
    const json = { headers: { 'Content-Type': 'application/json' } };
    expect(await refusalOf(new Response(indexHtml, json))).toEqual(pageInItsPlace);
  });

  it("refuses a file that is not JSON, or not a JSON object ('Configuração inválida')", async () => {
    expect(await refusalOf(new Response('{"apiBaseUrl": "/api",'))).toEqual({
      reason: 'invalid',
      problem: '/config.json não é JSON válido.',
    });
    for (const body of ['[]', 'null', '"texto"', '3']) {
      expect(await refusalOf(new Response(body))).toEqual({
        reason: 'invalid',
        problem: '/config.json: não é um objeto JSON.',
      });
    }
  });

  it("refuses a file without apiBaseUrl, socketUrl or superUserEmail (the demo's would be used), naming each", async () => {
    expect(await refusalOf(Response.json({}))).toEqual({
      reason: 'invalid',
      problem: '/config.json: apiBaseUrl ausente; socketUrl ausente; superUserEmail ausente.',
    });
    expect(await refusalOf(Response.json({ ...RENDERED, superUserEmail: undefined }))).toEqual({
      reason: 'invalid',
      problem: '/config.json: superUserEmail ausente.',
    });
  });

  it('refuses mocks: true (this build has no mock API) and keys of the wrong type, saying what is expected', async () => {
    expect((await refusalOf(Response.json({ ...RENDERED, mocks: true }))).problem).toBe(
      '/config.json: mocks é true, mas esta versão não tem a API simulada (use false).',
    );
    const wrong = { ...RENDERED, apiBaseUrl: '', superUserEmail: 'ab', idleTimeoutMinutes: '30' };
    expect((await refusalOf(Response.json(wrong))).problem).toBe(
      '/config.json: apiBaseUrl inválido (esperado: o caminho ou a URL da API); superUserEmail inválido ' +
        '(esperado: um e-mail); idleTimeoutMinutes inválido (esperado: um número inteiro de minutos, 0 ou mais).',
    );
    expect(runtimeConfigFaults({ ...RENDERED, mocks: 'false' }, true)).toEqual([
      { fault: 'invalid', key: 'mocks' },
    ]);
    expect(runtimeConfigFaults({ ...RENDERED, tileUrl: 7, idleTimeoutMinutes: -1 }, true)).toEqual([
      { fault: 'invalid', key: 'tileUrl' },
      { fault: 'invalid', key: 'idleTimeoutMinutes' },
    ]);
    expect(runtimeConfigFaults({ ...RENDERED, idleTimeoutMinutes: 1.5 }, true)).toEqual([
      { fault: 'invalid', key: 'idleTimeoutMinutes' },
    ]);
    // Unknown keys are ignored; where the file is optional, absent keys and mocks: true are no fault.
    expect(runtimeConfigFaults({ ...RENDERED, outra: 1 }, true)).toEqual([]);
    expect(runtimeConfigFaults({ mocks: true }, false)).toEqual([]);
  });

  it("keeps the demo's settings out: the HTTP client sends nothing, every call is refused with config.json", async () => {
    const adapter = vi.fn();
    stubFetch(new Response('not found', { status: 404 }));
    const loading = loadRuntimeConfig(undefined, { required: true });
    const call = http.get('/v1/eu/perfil', { adapter });
    await expect(loading).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(call).rejects.toBeInstanceOf(RuntimeConfigError);
    expect(isRuntimeConfigLoaded()).toBe(false);
    // A call made later waits for the same refusal: nothing reaches the network.
    await expect(http.get('/v1/eu/permissoes', { adapter })).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(runtimeConfigLoaded()).rejects.toMatchObject({
      url: '/config.json',
      refusal: { problem: 'status', status: 404 },
    });
    expect(adapter).not.toHaveBeenCalled();
  });
});
