import { renovaToken } from '@generated/api/sessao/sessao';
import { getSessionTokens, saveSessionTokens } from './token-store';

/** The tokens are renewed every 50000 ms while signed in. */
export const TOKEN_REFRESH_INTERVAL_MS = 50_000;

let inFlight: Promise<string> | null = null;
let timer: ReturnType<typeof setInterval> | null = null;

async function renew(): Promise<string> {
  const current = getSessionTokens();
  if (!current) throw new Error('Sessão encerrada');
  const next = await renovaToken({ token: current.token, refreshToken: current.refreshToken });
  // Signed out (or signed in again) while the call was out: never bring old cookies back.
  if (getSessionTokens()?.refreshToken !== current.refreshToken) throw new Error('Sessão encerrada');
  saveSessionTokens({ token: next.token, refreshToken: next.refreshToken });
  return next.token;
}

/**
 * Single flight: one POST /v1/authorization/refresh at a time; every caller during that call shares its
 * result. Resolves with the new access token (already saved in the cookies); rejects when refused.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= renew().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Renews the tokens every 50000 ms; `onFailure` runs when a renewal is refused. */
export function startTokenRefreshTimer(onFailure: (error: unknown) => void): void {
  stopTokenRefreshTimer();
  timer = setInterval(() => {
    refreshAccessToken().catch(onFailure);
  }, TOKEN_REFRESH_INTERVAL_MS);
}

export function stopTokenRefreshTimer(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
