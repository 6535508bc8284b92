import { http as msw, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenovaTokenInput } from '@generated/api/model';
import { buscaMeuPerfil, buscaMinhasPermissoes } from '@generated/api/sessao/sessao';
import { http } from '@/lib/http/client';
import { queryClient } from '@/lib/query/query-client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { getLastSignOutReason, getSessionSnapshot } from '@/lib/session/session-store';
import { getErrorMessage } from '@/lib/http/error-message';
import { fetchFileBlob } from '@/lib/http/use-file-url';
import { RENEWAL_WAIT_MS, refreshAccessToken, TOKEN_REFRESH_INTERVAL_MS } from '@/lib/session/token-refresh';
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

/** The real setTimeout, for waiting on the mock API while the tests' timers are fake. */
const realSetTimeout = globalThis.setTimeout;

/** Waits (in real time) until `check` holds: an answer of the mock API is real I/O, not a fake timer. */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; waited < 5_000; waited += 5) {
    if (check()) return;
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
  throw new Error(`never happened: ${what}`);
}

/** A moment of real time: long enough for a call that was about to start to reach the mock API. */
function settle(): Promise<void> {
  return new Promise((resolve) => realSetTimeout(resolve, 50));
}

/** Failed answers of the renewal the HTTP client received (seen after the session's own interceptors). */
let failedRenewals = 0;

/**
 * Waits until the HTTP client has received `count` failed answers of the renewal, and the renewal has
 * set the wait for its next attempt (what follows an answer is promises: one real task later it is done).
 */
async function afterFailedRenewals(count: number): Promise<void> {
  await until(() => failedRenewals === count, `${count} failed renewals`);
  await new Promise((resolve) => realSetTimeout(resolve, 0));
}

/** The next `times` renewals (POST /v1/authorization/refresh) get `answer`; the later ones the mock's own. */
function failRenewals(times: number, answer: () => Response): void {
  let failed = 0;
  api.server.use(
    msw.post('*/dev/api/v1/authorization/refresh', () => {
      if (failed >= times) return undefined;
      failed++;
      return answer();
    }),
  );
}

const unavailable = () => HttpResponse.json({ erro: 'Serviço indisponível' }, { status: 503 });

beforeAll(() => {
  installSessionInterceptors(http);
  http.interceptors.response.use(undefined, (error: { config?: { url?: string } }) => {
    if (error.config?.url?.endsWith('/v1/authorization/refresh')) failedRenewals++;
    throw error;
  });
});
beforeEach(() => {
  failedRenewals = 0;
});

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
    api.server.use(
      msw.get('*/dev/api/v1/eu/perfil', () => HttpResponse.json({ erro: 'Token inválido' }, { status: 401 })),
    );
    const requests = recordRequests();

    await expect(buscaMeuPerfil()).rejects.toMatchObject({ response: { status: 401 } });
    requests.stop();

    expect(requests.count('/v1/authorization/refresh')).toBe(1);
    expect(requests.count('/v1/eu/perfil')).toBe(2);
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(getSessionTokens()).toBeNull();
  });

  it("a decorative picture's replay refused again keeps the session, after one refresh", async () => {
    await startSession(api);
    api.server.use(
      msw.get('*/dev/api/v1/arquivos/:id', () =>
        HttpResponse.json({ errors: [], erro: 'Token inválido' }, { status: 401 }),
      ),
    );
    const requests = recordRequests();

    await expect(fetchFileBlob('/v1/arquivos/file-1', undefined, { decorative: true })).rejects.toMatchObject(
      {
        response: { status: 401 },
      },
    );
    requests.stop();

    expect(requests.count('/v1/authorization/refresh')).toBe(1);
    expect(requests.count('/v1/arquivos/file-1')).toBe(2);
    expect(getSessionSnapshot().status).toBe('signed-in');
    expect(getSessionTokens()).not.toBeNull();
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
    const response = await api.call<RenovaTokenInput>(null, '/v1/authorization/refresh', {
      method: 'POST',
      json: current,
    });
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
    await vi.waitUntil(() => getSessionTokens()?.refreshToken !== renewedElsewhere.refreshToken, {
      interval: 5,
    });
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

describe('a renewal that fails without being refused keeps the session and is tried again', () => {
  const REFRESH = '/v1/authorization/refresh';

  /** Fake timers for the renewal's timer and its waits; the tokens of a fresh session. */
  async function signedInWithFakeTimers() {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    await startSession(api);
    return getSessionTokens()!;
  }

  /** The session as it was: signed in, with the tokens it had. */
  function expectSessionKept(tokens: { token: string; refreshToken: string }) {
    expect(getSessionSnapshot().status).toBe('signed-in');
    expect(getSessionTokens()).toEqual(tokens);
  }

  it('answered 503: tries again after 1 s, then 2 s (backoff), keeping the session meanwhile, then renews', async () => {
    const first = await signedInWithFakeTimers();
    failRenewals(4, unavailable);
    const requests = recordRequests();

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    // The attempt and the HTTP client's one immediate retry of a write (same Idempotency-Key).
    await afterFailedRenewals(2);
    expectSessionKept(first);

    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(requests.count(REFRESH)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await afterFailedRenewals(4);
    expectSessionKept(first);

    await vi.advanceTimersByTimeAsync(1_999);
    await settle();
    expect(requests.count(REFRESH)).toBe(4);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => getSessionTokens()?.refreshToken !== first.refreshToken, 'the renewal after 2 s more');
    requests.stop();
    expect(requests.count(REFRESH)).toBe(5);
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it('answered 429 with Retry-After: waits as long as the API asks (3 s, not 1 s), then renews', async () => {
    const first = await signedInWithFakeTimers();
    failRenewals(1, () =>
      HttpResponse.json({ erro: 'Muitas requisições' }, { status: 429, headers: { 'Retry-After': '3' } }),
    );
    const requests = recordRequests();

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    await afterFailedRenewals(1);
    expectSessionKept(first);

    await vi.advanceTimersByTimeAsync(2_999);
    await settle();
    expect(requests.count(REFRESH)).toBe(1);
    expectSessionKept(first);
    await vi.advanceTimersByTimeAsync(1);
    await until(
      () => getSessionTokens()?.refreshToken !== first.refreshToken,
      'the renewal after Retry-After',
    );
    requests.stop();
    expect(requests.count(REFRESH)).toBe(2);
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it('without an answer (network error): keeps the session, tries again after 1 s and renews', async () => {
    const first = await signedInWithFakeTimers();
    failRenewals(2, () => HttpResponse.error());
    const requests = recordRequests();

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    await afterFailedRenewals(2);
    expectSessionKept(first);

    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(requests.count(REFRESH)).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    await until(() => getSessionTokens()?.refreshToken !== first.refreshToken, 'the renewal after 1 s');
    requests.stop();
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it.each([400, 401])(
    'refused with %i: the session ends at once, and nothing is tried again',
    async (status) => {
      await signedInWithFakeTimers();
      failRenewals(1, () => HttpResponse.json({ erro: 'Sessão expirada. Entre novamente.' }, { status }));
      const requests = recordRequests();

      await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
      await until(() => getSessionSnapshot().status === 'signed-out', 'the end of the session');
      expect(getLastSignOutReason()).toBe('expired');
      expect(getSessionTokens()).toBeNull();
      await vi.advanceTimersByTimeAsync(60_000);
      await settle();
      requests.stop();
      expect(requests.count(REFRESH)).toBe(1);
    },
  );

  it('a call that needs the renewal (401) waits for its retries and then succeeds, replayed with the new token', async () => {
    const first = await signedInWithFakeTimers();
    clock += 16 * MINUTE; // the access token expired
    failRenewals(2, unavailable);
    const requests = recordRequests();

    let answered = false;
    const call = buscaMeuPerfil().finally(() => (answered = true));
    await afterFailedRenewals(2);
    expect(answered).toBe(false);
    expectSessionKept(first);

    await vi.advanceTimersByTimeAsync(1_000);
    await expect(call).resolves.toMatchObject({ usuario: { email: 'admin@retaguarda.dev' } });
    requests.stop();
    const renewed = getSessionTokens()!;
    expect(renewed.token).not.toBe(first.token);
    expect(requests.count('/v1/eu/perfil', renewed.token)).toBe(1);
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it(`a call waits ${RENEWAL_WAIT_MS / 1000} s at most, then fails with the renewal's error (its toast), the session kept; the renewal goes on`, async () => {
    const first = await signedInWithFakeTimers();
    clock += 16 * MINUTE;
    let failing = true;
    api.server.use(
      msw.post('*/dev/api/v1/authorization/refresh', () => (failing ? unavailable() : undefined)),
    );
    const requests = recordRequests();

    const call = buscaMeuPerfil().catch((error: unknown) => error);
    // Attempts (each with the client's immediate retry) at 0, 1, 3, 7 and 15 s; the next would be at 31 s.
    let elapsed = 0;
    for (const [wait, attempts] of [
      [0, 2],
      [1_000, 4],
      [2_000, 6],
      [4_000, 8],
      [8_000, 10],
    ]) {
      await vi.advanceTimersByTimeAsync(wait);
      elapsed += wait;
      await afterFailedRenewals(attempts);
    }
    await vi.advanceTimersByTimeAsync(RENEWAL_WAIT_MS - elapsed - 1);
    await settle();
    expect(requests.count(REFRESH)).toBe(10);
    await vi.advanceTimersByTimeAsync(1);
    const failure = await call;
    expect(failure).toMatchObject({ response: { status: 503 } });
    expect(getErrorMessage(failure)).toBe('Serviço indisponível');
    expectSessionKept(first);

    failing = false;
    await vi.advanceTimersByTimeAsync(1_000); // the attempt at 31 s (15 s + 16 s)
    await until(() => getSessionTokens()?.refreshToken !== first.refreshToken, 'the renewal at 31 s');
    requests.stop();
    await expect(buscaMeuPerfil()).resolves.toMatchObject({ usuario: { email: 'admin@retaguarda.dev' } });
    expect(getSessionSnapshot().status).toBe('signed-in');
  });
});
