import { renovaToken } from '@generated/api/sessao/sessao';
import { getSessionTokens, saveSessionTokens } from './token-store';

/** The tokens are renewed every 50000 ms while signed in. */
export const TOKEN_REFRESH_INTERVAL_MS = 50_000;

/** One renewal at a time for the whole browser (every tab of the app shares the cookies). */
const REFRESH_LOCK = 'retaguarda-renovacao-de-token';

let inFlight: Promise<string> | null = null;
let timer: ReturnType<typeof setInterval> | null = null;
/** The refresh token this tab last used or saw: another one in the cookie means another tab renewed. */
let lastSeenRefreshToken: string | null = null;

async function renew(): Promise<string> {
  const current = getSessionTokens();
  if (!current) throw new Error('Sessão encerrada');
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
    if (!now) throw new Error('Sessão encerrada');
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

/**
 * Single flight, across the tabs too: one POST /v1/authorization/refresh at a time in the browser; every
 * caller of this tab during that call shares its result, and a tab that finds the cookies already renewed
 * by another uses them. Resolves with the access token to use (saved in the cookies); rejects when refused.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= alone(renew).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Renews the tokens every 50000 ms; `onFailure` runs when a renewal is refused. */
export function startTokenRefreshTimer(onFailure: (error: unknown) => void): void {
  stopTokenRefreshTimer();
  lastSeenRefreshToken = getSessionTokens()?.refreshToken ?? null;
  timer = setInterval(() => {
    refreshAccessToken().catch(onFailure);
  }, TOKEN_REFRESH_INTERVAL_MS);
}

export function stopTokenRefreshTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
  lastSeenRefreshToken = null;
}
