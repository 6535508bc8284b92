import { http as msw, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buscaMeuPerfil, buscaMinhasPermissoes } from '@generated/api/sessao/sessao';
import { http } from '@/lib/http/client';
import { queryClient } from '@/lib/query/query-client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { getLastSignOutReason, getSessionSnapshot } from '@/lib/session/session-store';
import { refreshAccessToken, TOKEN_REFRESH_INTERVAL_MS } from '@/lib/session/token-refresh';
import { getSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, startSession } from './support';

/** The mock API's clock: tests move it to expire tokens. */
let clock = Date.now();
const api = setupMockApi({ now: () => new Date(clock) });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Every request the mock API receives: path and the bearer it carried. */
function recordRequests() {
  const seen: Array<{ path: string; bearer: string | null }> = [];
  const listener = ({ request }: { request: Request }) => {
    const bearer = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? null;
    seen.push({ path: new URL(request.url).pathname.replace(/^\/dev\/api/, ''), bearer });
  };
  api.server.events.on('request:start', listener);
  return {
    count: (path: string, bearer?: string) =>
      seen.filter((item) => item.path === path && (bearer === undefined || item.bearer === bearer)).length,
    stop: () => api.server.events.removeListener('request:start', listener),
  };
}

beforeAll(() => installSessionInterceptors(http));

afterEach(() => {
  vi.useRealTimers();
  endTestSession();
  clock = Date.now();
});

describe('single-flight token refresh on 401', () => {
  it('20 concurrent calls with an expired access token: exactly one refresh and 20 successful replays', async () => {
    await startSession(api);
    const expired = getSessionTokens()!.token;
    clock += 16 * MINUTE; // the access token lives 15 minutes, the refresh token 7 days
    const requests = recordRequests();

    const calls = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0 ? buscaMeuPerfil() : buscaMinhasPermissoes(),
    );
    const answers = await Promise.all(calls);
    requests.stop();

    const renewed = getSessionTokens()!.token;
    expect(renewed).not.toBe(expired);
    expect(requests.count('/v1/authorization/refresh')).toBe(1);
    // Each call went out once with the expired token and was replayed once with the new one.
    expect(requests.count('/v1/eu/perfil', expired) + requests.count('/v1/eu/permissoes', expired)).toBe(20);
    expect(requests.count('/v1/eu/perfil', renewed) + requests.count('/v1/eu/permissoes', renewed)).toBe(20);
    expect(answers).toHaveLength(20);
    for (const [index, answer] of answers.entries()) {
      if (index % 2 === 0) expect(answer).toMatchObject({ usuario: { email: 'admin@retaguarda.dev' } });
      else expect((answer as { acoes: string[] }).acoes).toContain('CON_CID');
    }
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it('a refused refresh signs out: tokens, cached queries and the store are cleared', async () => {
    await startSession(api);
    queryClient.setQueryData(['qualquer'], { valor: 1 });
    clock += 8 * DAY; // both tokens expired
    const requests = recordRequests();

    await expect(buscaMeuPerfil()).rejects.toMatchObject({ response: { status: 401 } });
    requests.stop();

    expect(requests.count('/v1/authorization/refresh')).toBe(1);
    expect(getSessionSnapshot()).toMatchObject({ status: 'signed-out', user: null });
    expect(getLastSignOutReason()).toBe('expired');
    expect(getSessionTokens()).toBeNull();
    expect(document.cookie).not.toContain('rt_access=');
    expect(queryClient.getQueryData(['qualquer'])).toBeUndefined();
  });

  it('a replay refused again signs out, after one refresh', async () => {
    await startSession(api);
    api.server.use(msw.get('*/dev/api/v1/eu/perfil', () => HttpResponse.json({ erro: 'Token inválido' }, { status: 401 })));
    const requests = recordRequests();

    await expect(buscaMeuPerfil()).rejects.toMatchObject({ response: { status: 401 } });
    requests.stop();

    expect(requests.count('/v1/authorization/refresh')).toBe(1);
    expect(requests.count('/v1/eu/perfil')).toBe(2);
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(getSessionTokens()).toBeNull();
  });

  it('leaves a 401 of the login itself alone (wrong credentials are not a session problem)', async () => {
    const requests = recordRequests();
    const failure = await http
      .post('/v1/authorization/login', { email: 'admin@retaguarda.dev', senha: 'errada' })
      .catch((error: unknown) => error);
    requests.stop();
    expect(failure).toMatchObject({ response: { status: 401 } });
    expect(requests.count('/v1/authorization/refresh')).toBe(0);
  });
});

describe('periodic token refresh', () => {
  it('renews the tokens every 50000 ms while signed in, and stops after sign-out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await startSession(api);
    const first = getSessionTokens()!;
    const requests = recordRequests();

    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(requests.count('/v1/authorization/refresh')).toBe(0);
    vi.advanceTimersByTime(1);
    await vi.waitUntil(() => getSessionTokens()?.token !== first.token, { interval: 5 });
    expect(requests.count('/v1/authorization/refresh')).toBe(1);
    expect(getSessionTokens()!.refreshToken).not.toBe(first.refreshToken);

    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
    await vi.waitUntil(() => requests.count('/v1/authorization/refresh') === 2, { interval: 5 });

    endTestSession();
    vi.advanceTimersByTime(3 * TOKEN_REFRESH_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    requests.stop();
    expect(requests.count('/v1/authorization/refresh')).toBe(2);
  });

  it('signs out when the periodic refresh is refused', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await startSession(api);
    clock += 8 * DAY;
    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
    await vi.waitUntil(() => getSessionSnapshot().status === 'signed-out', { interval: 5 });
    expect(getSessionTokens()).toBeNull();
    expect(getLastSignOutReason()).toBe('expired');
  });

  it('a stale 401 arriving after the refresh is replayed with the new token, without a second refresh', async () => {
    await startSession(api);
    const old = getSessionTokens()!;
    clock += 16 * MINUTE;
    await buscaMeuPerfil(); // refreshes
    const requests = recordRequests();
    // A call that went out with the old token before the refresh ended.
    const answer = await http.get('/v1/eu/perfil', { headers: { Authorization: `Bearer ${old.token}` } });
    requests.stop();
    expect(answer.status).toBe(200);
    expect(requests.count('/v1/authorization/refresh')).toBe(0);
  });
});

describe('tokens renewed by another tab', () => {
  /** What another tab of the browser does when its timer fires first: renews and saves the cookies. */
  async function anotherTabRenews(): Promise<void> {
    const current = getSessionTokens()!;
    const response = await api.call(null, '/v1/authorization/refresh', { method: 'POST', json: current });
    const next = (await response.json()) as { token: string; refreshToken: string };
    saveSessionTokens({ token: next.token, refreshToken: next.refreshToken });
  }

  it("this tab's timer takes the tokens another tab renewed, without asking again, and stays signed in", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await startSession(api);
    await anotherTabRenews();
    const renewedElsewhere = getSessionTokens()!;
    const requests = recordRequests();
    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests.count('/v1/authorization/refresh')).toBe(0);
    expect(getSessionTokens()).toEqual(renewedElsewhere);
    expect(getSessionSnapshot().status).toBe('signed-in');

    // The next round is this tab's: it renews from the tokens it took.
    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
    await vi.waitUntil(() => requests.count('/v1/authorization/refresh') === 1, { interval: 5 });
    requests.stop();
    await vi.waitUntil(() => getSessionTokens()?.refreshToken !== renewedElsewhere.refreshToken, { interval: 5 });
  });

  it('a renewal that loses the race to another tab (the cookies changed while it was out) keeps the newer tokens and the session', async () => {
    await startSession(api);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.server.use(
      msw.post('*/dev/api/v1/authorization/refresh', async () => {
        await held;
        return undefined; // then the mock's own answer
      }),
    );
    const mine = refreshAccessToken();
    await new Promise((resolve) => setTimeout(resolve, 10));
    api.server.resetHandlers();
    await anotherTabRenews();
    const winner = getSessionTokens()!;
    release();
    await expect(mine).resolves.toBe(winner.token);
    expect(getSessionTokens()).toEqual(winner);
    expect(getSessionSnapshot().status).toBe('signed-in');
  });
});

describe('a session whose cookies went away', () => {
  it('ends when a call gets 401 without a bearer (signed out in another tab)', async () => {
    await startSession(api);
    document.cookie = 'rt_access=; Path=/; Max-Age=0';
    document.cookie = 'rt_refresh=; Path=/; Max-Age=0';
    await expect(buscaMeuPerfil()).rejects.toMatchObject({ response: { status: 401 } });
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(getLastSignOutReason()).toBe('expired');
  });
});
