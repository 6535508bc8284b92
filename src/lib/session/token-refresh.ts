import { renovaToken } from '@generated/api/sessao/sessao';
import { getSessionTokens, saveSessionTokens } from './token-store';

/** The tokens are renewed every 50000 ms while signed in. */
export const TOKEN_REFRESH_INTERVAL_MS = 50_000;

/**
 * A renewal that failed without being refused is tried again after 1 s, 2 s, 4 s … (doubling), at most
 * 30 s apart, for as long as the session lasts; a Retry-After the answer carries (a 429, a 503) is
 * honoured instead, between 1 s and 5 min. The browser coming back online tries again at once.
 */
export const RENEWAL_RETRY_BASE_MS = 1_000;
export const RENEWAL_RETRY_MAX_MS = 30_000;
const RETRY_AFTER_MAX_MS = 5 * 60_000;

/**
 * How long a call that needs the renewal (it got a 401) waits for it while it keeps failing. After that
 * the call fails with the renewal's own error (a network error, a 5xx, a 429), so the screen shows the
 * catalogue's toast for it (getErrorMessage) and keeps what was typed: the user may try again. The session
 * is not ended: the renewal goes on retrying behind, and the calls after it succeeds work again. A call
 * waits rather than failing at once because most outages of the renewal are a moment of flaky network,
 * over before the first retries are; waiting longer would leave a save button busy for minutes.
 */
export const RENEWAL_WAIT_MS = 30_000;

/** One renewal at a time for the whole browser (every tab of the app shares the cookies). */
const REFRESH_LOCK = 'retaguarda-renovacao-de-token';

/** The session's cookies are gone (signed out here or in another tab): there is nothing to renew. */
export class SessionEndedError extends Error {
  constructor() {
    super('Sessão encerrada');
    this.name = 'SessionEndedError';
  }
}

/** The session ended in this tab while its renewal was waiting to try again (the tab's own sign-out). */
export class RenewalCancelledError extends Error {
  constructor() {
    super('Renovação cancelada: a sessão terminou');
    this.name = 'RenewalCancelledError';
  }
}

/** The answer of a failed call of the HTTP client (axios's errors carry it), if there was one. */
interface FailedAnswer {
  status?: unknown;
  headers?: { get?: (name: string) => unknown } & Record<string, unknown>;
}

function answerOf(error: unknown): FailedAnswer | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: unknown };
  return typeof response === 'object' && response !== null ? (response as FailedAnswer) : undefined;
}

/** No attempt of the renewal answered within the wait of a call (RENEWAL_WAIT_MS). */
export class RenewalTimeoutError extends Error {
  constructor() {
    super('A renovação da sessão não respondeu a tempo');
    this.name = 'RenewalTimeoutError';
  }
}

/**
 * Whether a failed renewal ends the session: the API refused it (400 or 401: the refresh token is invalid,
 * expired or unknown), or the cookies went away. Anything else — no answer (network error, timeout), a
 * 5xx, a 429, any other status — is the API or the network failing for a while: retried, never a sign-out.
 */
export function isRenewalRefused(error: unknown): boolean {
  if (error instanceof SessionEndedError) return true;
  const status = answerOf(error)?.status;
  return status === 400 || status === 401;
}

/** The wait a failed answer asks for (Retry-After: seconds or an HTTP date), in ms, or null. */
function retryAfterOf(error: unknown): number | null {
  const headers = answerOf(error)?.headers;
  const header = headers?.get?.('retry-after') ?? headers?.['retry-after'];
  if (typeof header !== 'string' || !header.trim()) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at - Date.now();
}

/** The wait before retry `attempt` (0-based) of a renewal that failed with `error`. */
export function renewalRetryDelay(attempt: number, error: unknown): number {
  const asked = retryAfterOf(error);
  if (asked !== null) return Math.min(Math.max(asked, RENEWAL_RETRY_BASE_MS), RETRY_AFTER_MAX_MS);
  return Math.min(RENEWAL_RETRY_BASE_MS * 2 ** attempt, RENEWAL_RETRY_MAX_MS);
}

/** A renewal under way in this tab: its attempts, its last failure, and how to stop or hurry its wait. */
interface Renewal {
  promise: Promise<string>;
  lastError: unknown;
  cancelled: boolean;
  /** Ends the wait before the next attempt now (the browser came back online, or the renewal is cancelled). */
  wake: (() => void) | null;
}

let renewal: Renewal | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
/** The refresh token this tab last used or saw: another one in the cookie means another tab renewed. */
let lastSeenRefreshToken: string | null = null;

async function renew(): Promise<string> {
  const current = getSessionTokens();
  if (!current) throw new SessionEndedError();
  // Another tab renewed since this one last looked: its tokens are the session's now; nothing to ask.
  if (lastSeenRefreshToken !== null && current.refreshToken !== lastSeenRefreshToken) {
    lastSeenRefreshToken = current.refreshToken;
    return current.token;
  }
  const next = await renovaToken({ token: current.token, refreshToken: current.refreshToken });
  const now = getSessionTokens();
  if (now?.refreshToken !== current.refreshToken) {
    // The cookies changed while the call was out (a sign-out, a sign-in, a tab without Web Locks that
    // renewed too): what they hold now wins; never bring old tokens back, never clear new ones.
    if (!now) throw new SessionEndedError();
    lastSeenRefreshToken = now.refreshToken;
    return now.token;
  }
  saveSessionTokens({ token: next.token, refreshToken: next.refreshToken });
  lastSeenRefreshToken = next.refreshToken;
  return next.token;
}

/** Runs `work` while holding the browser-wide refresh lock (Web Locks; alone where they are missing). */
function alone(work: () => Promise<string>): Promise<string> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return typeof locks?.request === 'function' ? locks.request(REFRESH_LOCK, work) : work();
}

/** Waits `ms` before the next attempt, or less when woken (online again, cancelled). */
function pause(ms: number, run: Renewal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(wait);
      window.removeEventListener('online', done);
      run.wake = null;
      resolve();
    };
    const wait = setTimeout(done, ms);
    window.addEventListener('online', done);
    run.wake = done;
  });
}

/**
 * Attempts until one succeeds or the renewal is refused: each attempt holds the browser-wide lock, the
 * waits between them do not (another tab may renew meanwhile, and this tab then takes its tokens).
 */
async function attempts(run: Renewal): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    if (run.cancelled) throw new RenewalCancelledError();
    try {
      return await alone(renew);
    } catch (error) {
      if (run.cancelled) throw new RenewalCancelledError();
      if (isRenewalRefused(error)) throw error;
      run.lastError = error;
      await pause(renewalRetryDelay(attempt, error), run);
    }
  }
}

function currentRenewal(): Renewal {
  if (renewal) return renewal;
  const run: Renewal = { promise: Promise.resolve(''), lastError: null, cancelled: false, wake: null };
  run.promise = attempts(run).finally(() => {
    if (renewal === run) renewal = null;
  });
  // Whoever asked handles the outcome; a renewal nobody waits for any more must not be an unhandled rejection.
  run.promise.catch(() => undefined);
  renewal = run;
  return run;
}

/**
 * Single flight, across the tabs too: one POST /v1/authorization/refresh at a time in the browser; every
 * caller of this tab during that renewal (its retries included) shares its result, and a tab that finds
 * the cookies already renewed by another uses them. Resolves with the access token to use (saved in the
 * cookies) once an attempt succeeds; rejects only when the renewal is refused (isRenewalRefused) or
 * cancelled by the end of the session.
 */
export function refreshAccessToken(): Promise<string> {
  return currentRenewal().promise;
}

/**
 * refreshAccessToken for a call that needs the renewed token: it waits at most `waitMs`
 * (RENEWAL_WAIT_MS), then rejects with the renewal's last failure (which is not a refusal: the session
 * stays, and the renewal goes on).
 */
export function renewedAccessToken(waitMs = RENEWAL_WAIT_MS): Promise<string> {
  const run = currentRenewal();
  return new Promise<string>((resolve, reject) => {
    const giveUp = setTimeout(() => {
      reject(run.lastError ?? new RenewalTimeoutError());
    }, waitMs);
    run.promise.then(resolve, reject).finally(() => clearTimeout(giveUp));
  });
}

/**
 * Renews the tokens every 50000 ms; `onRefused` runs when a renewal is refused (isRenewalRefused). A
 * renewal that fails otherwise keeps retrying (see RENEWAL_RETRY_BASE_MS); the timer's next rounds join it.
 */
export function startTokenRefreshTimer(onRefused: (error: unknown) => void): void {
  if (timer !== null) clearInterval(timer);
  lastSeenRefreshToken = getSessionTokens()?.refreshToken ?? null;
  timer = setInterval(() => {
    refreshAccessToken().catch((error: unknown) => {
      if (isRenewalRefused(error)) onRefused(error);
    });
  }, TOKEN_REFRESH_INTERVAL_MS);
}

/** Stops the timer and a renewal waiting to try again (the session ended in this tab). */
export function stopTokenRefreshTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  lastSeenRefreshToken = null;
  if (renewal) {
    renewal.cancelled = true;
    renewal.wake?.();
    renewal = null;
  }
}
