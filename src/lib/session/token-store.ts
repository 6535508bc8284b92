/**
 * Where the session tokens live: two cookies (SameSite=Strict, Secure under https), never
 * localStorage and never a URL. Only the session module and the HTTP layer read them.
 */
const ACCESS_COOKIE = 'rt_access';
const REFRESH_COOKIE = 'rt_refresh';

export interface SessionTokens {
  token: string;
  refreshToken: string;
}

/** A cookie's value, or null when it is not valid percent-encoding (another app's, or tampered with). */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const item = part.trim();
    if (item.startsWith(prefix)) return decoded(item.slice(prefix.length));
  }
  return null;
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

export function getAccessToken(): string | null {
  return readCookie(ACCESS_COOKIE);
}

export function getSessionTokens(): SessionTokens | null {
  const token = readCookie(ACCESS_COOKIE);
  const refreshToken = readCookie(REFRESH_COOKIE);
  return token && refreshToken ? { token, refreshToken } : null;
}

/** The refresh token outlives the access token; both go when the session ends. */
export function saveSessionTokens(tokens: SessionTokens): void {
  const day = 24 * 60 * 60;
  writeCookie(ACCESS_COOKIE, tokens.token, day);
  writeCookie(REFRESH_COOKIE, tokens.refreshToken, 7 * day);
}

export function clearSessionTokens(): void {
  writeCookie(ACCESS_COOKIE, '', 0);
  writeCookie(REFRESH_COOKIE, '', 0);
}
