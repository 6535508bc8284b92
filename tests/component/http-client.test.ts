import { afterEach, describe, expect, it, vi } from 'vitest';
import { qaSettings } from '@mocks/kit/qa';
import { http as api, OffApiRequestError } from '@/lib/http/client';
import { fetchFile } from '@/lib/http/download';
import { getErrorMessage } from '@/lib/http/error-message';
import { clearSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../unit/mocks/support';

const mock = setupMockApi();

afterEach(() => {
  qaSettings.failures.splice(0);
});

/** The Idempotency-Key of every call to `path` the mock API receives from now on. */
function keysSentTo(method: string, path: string): Array<string | null> {
  const keys: Array<string | null> = [];
  mock.server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname.endsWith(path))
      keys.push(request.headers.get('idempotency-key'));
  });
  return keys;
}

// Valid IBGE codes (their last digit checks the first six), no seeded city's.
const cidade = (codigoIbge: string) => ({
  nome: `Cidade ${codigoIbge}`,
  codigoIbge,
  uf: 'SP',
  latitude: -23.5,
  longitude: -46.6,
});

describe('the HTTP client against the mock API', () => {
  it('sends the session token from the cookie as a bearer, and nothing without a session', async () => {
    clearSessionTokens();
    await expect(api.get('/v1/eu/perfil')).rejects.toMatchObject({ response: { status: 401 } });
    const tokens = await mock.login();
    saveSessionTokens(tokens);
    const { data } = await api.get('/v1/eu/perfil');
    expect(data.usuario.email).toBe('admin@retaguarda.dev');
    expect(document.cookie).toContain('rt_access=');
    expect(localStorage.length).toBe(0);
    clearSessionTokens();
  });

  it("sends a call in the task that makes it once the configuration is in (a click's request leaves before React renders the click)", async () => {
    saveSessionTokens(await mock.login());
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    const call = api.get('/v1/eu/perfil');
    expect(send).toHaveBeenCalledTimes(1);
    await call;
    send.mockRestore();
    clearSessionTokens();
  });

  it('sends array parameters as repeated keys, the form the API filters by', async () => {
    saveSessionTokens(await mock.login());
    const { data } = await api.get('/v1/chamados', {
      params: { status: ['FECHADO', 'EM_ANALISE'], limitePagina: 100 },
    });
    const statuses = new Set(data.items.map((item: { status: string }) => item.status));
    expect(data.items.length).toBeGreaterThan(0);
    expect([...statuses].sort()).toEqual(['EM_ANALISE', 'FECHADO']);
    clearSessionTokens();
  });

  it('downloads a file with its name from Content-Disposition and reports progress', async () => {
    saveSessionTokens(await mock.login());
    const progress: number[] = [];
    const file = await fetchFile({ url: '/v1/paises/exporta-excel' }, 'paises.xlsx', (fraction) =>
      progress.push(fraction),
    );
    expect(file.fileName).toMatch(/^paises-\d+\.xlsx$/);
    expect(file.blob.size).toBeGreaterThan(1000);
    clearSessionTokens();
  });

  it('turns the JSON error body of a failed blob download back into the message of the API', async () => {
    saveSessionTokens(await mock.login('suporte@retaguarda.dev'));
    const failure = await fetchFile(
      { url: '/v1/cidades/exporta-excel', params: { limitePagina: 0 } },
      'x.xlsx',
    ).catch((error) => error);
    expect(failure.response.status).toBe(400);
    expect(getErrorMessage(failure)).not.toBe('Ops, alguma coisa deu errado');
    clearSessionTokens();
  });

  it('retries a write once after its answer was lost (a 5xx after the commit) with the same Idempotency-Key: one record, not two', async () => {
    saveSessionTokens(await mock.login());
    const keys = keysSentTo('POST', '/v1/cidades');
    qaSettings.failures.push({
      method: 'POST',
      path: '/v1/cidades',
      status: 504,
      times: 1,
      afterCommit: true,
    });
    const { status, data } = await api.post('/v1/cidades', cidade('3599917'));
    expect(status).toBe(201);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    const { data: page } = await api.get('/v1/cidades', { params: { filtros: '3599917' } });
    expect(page.items.map((item: { id: number }) => item.id)).toEqual([data.id]);
    mock.server.events.removeAllListeners();
    clearSessionTokens();
  });

  it('gives each write its own key, and does not retry one the API refused (4xx) nor one that failed twice', async () => {
    saveSessionTokens(await mock.login());
    const keys = keysSentTo('POST', '/v1/cidades');
    await api.post('/v1/cidades', cidade('3599925'));
    await expect(api.post('/v1/cidades', cidade('3599925'))).rejects.toMatchObject({
      response: { status: 409 },
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);

    qaSettings.failures.push({ method: 'POST', path: '/v1/cidades', status: 503, times: 2 });
    await expect(api.post('/v1/cidades', cidade('3599933'))).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(keys).toHaveLength(4);
    expect(keys[3]).toBe(keys[2]);
    mock.server.events.removeAllListeners();
    clearSessionTokens();
  });

  it('sends no key on reads, and leaves their retry to React Query', async () => {
    saveSessionTokens(await mock.login());
    const keys = keysSentTo('GET', '/v1/paises');
    qaSettings.failures.push({ method: 'GET', path: '/v1/paises', status: 503, times: 1 });
    await expect(api.get('/v1/paises')).rejects.toMatchObject({ response: { status: 503 } });
    expect(keys).toEqual([null]);
    mock.server.events.removeAllListeners();
    clearSessionTokens();
  });

  it('sends the bearer to the API only: an absolute or protocol-relative address is refused before anything leaves', async () => {
    saveSessionTokens(await mock.login());
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    for (const url of [
      'https://evil.example/x',
      'http://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      '\\\\evil.example/x',
      ' //evil.example/x',
    ]) {
      await expect(api.get(url)).rejects.toBeInstanceOf(OffApiRequestError);
      await expect(api.post(url, {})).rejects.toBeInstanceOf(OffApiRequestError);
    }
    expect(send).not.toHaveBeenCalled();
    await api.get('/v1/eu/perfil');
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
    clearSessionTokens();
  });
});
