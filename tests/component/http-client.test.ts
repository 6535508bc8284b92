import { describe, expect, it, vi } from 'vitest';
import { http as api } from '@/lib/http/client';
import { fetchFile } from '@/lib/http/download';
import { getErrorMessage } from '@/lib/http/error-message';
import { clearSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../unit/mocks/support';

const mock = setupMockApi();

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
    const { data } = await api.get('/v1/chamados', { params: { status: ['FECHADO', 'EM_ANALISE'], limitePagina: 100 } });
    const statuses = new Set(data.items.map((item: { status: string }) => item.status));
    expect(data.items.length).toBeGreaterThan(0);
    expect([...statuses].sort()).toEqual(['EM_ANALISE', 'FECHADO']);
    clearSessionTokens();
  });

  it('downloads a file with its name from Content-Disposition and reports progress', async () => {
    saveSessionTokens(await mock.login());
    const progress: number[] = [];
    const file = await fetchFile({ url: '/v1/paises/exporta-excel' }, 'paises.xlsx', (fraction) => progress.push(fraction));
    expect(file.fileName).toMatch(/^paises-\d+\.xlsx$/);
    expect(file.blob.size).toBeGreaterThan(1000);
    clearSessionTokens();
  });

  it('turns the JSON error body of a failed blob download back into the message of the API', async () => {
    saveSessionTokens(await mock.login('suporte@retaguarda.dev'));
    const failure = await fetchFile({ url: '/v1/cidades/exporta-excel', params: { limitePagina: 0 } }, 'x.xlsx').catch((error) => error);
    expect(failure.response.status).toBe(400);
    expect(getErrorMessage(failure)).not.toBe('Ops, alguma coisa deu errado');
    clearSessionTokens();
  });
});
