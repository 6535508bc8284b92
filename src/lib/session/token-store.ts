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

/** Writes a session cookie (no Max-Age: it ends with the browser), or drops one (`drop`). */
function writeCookie(name: string, value: string, drop = false): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = drop ? '; Max-Age=0' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/${lifetime}; SameSite=Strict${secure}`;
}

export function getAccessToken(): string | null {
  return readCookie(ACCESS_COOKIE);
}

export function getSessionTokens(): SessionTokens | null {
  const token = readCookie(ACCESS_COOKIE);
  const refreshToken = readCookie(REFRESH_COOKIE);
  return token && refreshToken ? { token, refreshToken } : null;
}

/**
 * Both tokens live as long as the browser does (session cookies): closing it ends an all-tenant admin
 * session on a shared workstation; the tokens' own expiry and the refresh decide the rest.
 */
export function saveSessionTokens(tokens: SessionTokens): void {
  writeCookie(ACCESS_COOKIE, tokens.token);
  writeCookie(REFRESH_COOKIE, tokens.refreshToken);
}

export function clearSessionTokens(): void {
  writeCookie(ACCESS_COOKIE, '', true);
  writeCookie(REFRESH_COOKIE, '', true);
}
