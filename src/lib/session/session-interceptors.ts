import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { endSession, getSessionSnapshot } from './session-store';
import { isRenewalRefused, renewedAccessToken } from './token-refresh';
import { getSessionTokens } from './token-store';

type ReplayableConfig = InternalAxiosRequestConfig & { _sessionReplay?: boolean };

const installed = new WeakSet<AxiosInstance>();

/**
 * Calls that are not the session's: login and refresh answer 401 for wrong credentials or a dead refresh
 * token. Never refresh for those. (The cloud-instance calls under /v1/public/ are the session's too: the
 * browser sends its bearer, and the deployment's proxy checks it before adding the API's fixed value.)
 */
function isOutsideSession(url: string | undefined): boolean {
  return typeof url === 'string' && url.includes('/v1/authorization/');
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

function isUnauthorized(error: unknown): error is AxiosError & { config: ReplayableConfig } {
  if (typeof error !== 'object' || error === null) return false;
  const candidate = error as Partial<AxiosError>;
  return candidate.isAxiosError === true && candidate.response?.status === 401 && !!candidate.config;
}

function endActiveSession(): void {
  if (getSessionSnapshot().status !== 'signed-out' || getSessionTokens()) endSession('expired');
}

/**
 * A 401 on a call made with the session's bearer renews the tokens and replays the call once. Concurrent
 * 401s share one refresh (single flight); a call sent with a token that was already renewed is replayed
 * without another refresh. A refused refresh (400 or 401), or a replay refused again (but a decorative
 * picture's), ends the session.
 * A refresh that fails otherwise (network error, timeout, 5xx, 429) is retried with backoff while the
 * call waits (at most RENEWAL_WAIT_MS); past that the call fails with the refresh's error, whose toast the
 * screen shows as for any failed call, and the session stays (token-refresh.ts).
 */
export function installSessionInterceptors(client: AxiosInstance): void {
  if (installed.has(client)) return;
  installed.add(client);
  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isUnauthorized(error)) throw error;
    const config = error.config;
    if (isOutsideSession(config.url)) throw error;
    const sent = bearerOf(config);
    if (!sent) {
      // The cookies went away (another tab signed out) while this one still shows the signed-in area.
      if (getSessionSnapshot().status === 'signed-in' && !getSessionTokens()) endSession('expired');
      throw error;
    }
    if (config._sessionReplay) {
      // Refused again with a fresh token: for a picture that says something about the picture (a file
      // behind rules of its own), not about the session, which every other call goes on proving.
      if (!config.decorative) endActiveSession();
      throw error;
    }
    const current = getSessionTokens();
    if (!current) {
      endActiveSession();
      throw error;
    }
    let token = current.token;
    if (token === sent) {
      try {
        token = await renewedAccessToken();
      } catch (failure) {
        if (!isRenewalRefused(failure)) {
          // Not refused: the renewal goes on behind; this call fails with its error (its toast), or as it was
          // when the session ended in this tab meanwhile.
          if (getSessionSnapshot().status === 'signed-out') throw error;
          throw failure;
        }
        endActiveSession();
        throw error;
      }
    }
    config._sessionReplay = true;
    config.headers.set('Authorization', `Bearer ${token}`);
    return client.request(config);
  });
}
