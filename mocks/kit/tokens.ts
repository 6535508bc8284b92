import { QA_DEFAULTS } from '../qa/settings';

/**
 * Stateless mock tokens: "<base64url payload>.<signature>", so a session survives a reload of the
 * demo without the mock keeping a session table. The access token expires after `accessTtlSeconds`
 * (short on purpose in tests, so the refresh path is exercised).
 */
const SECRET = 'retaguarda-mock-secret';

export interface TokenPayload {
  uid: number;
  typ: 'access' | 'refresh';
  exp: number;
  jti: string;
}

export const tokenSettings = {
  accessTtlSeconds: QA_DEFAULTS.accessTtlSeconds,
  refreshTtlSeconds: 7 * 24 * 60 * 60,
};

function signature(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of SECRET + text) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

function encode(payload: TokenPayload): string {
  const body = btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${body}.${signature(body)}`;
}

let sequence = 0;

export function issueTokens(uid: number, now = Date.now()) {
  const jti = `${now.toString(36)}${(sequence++).toString(36)}`;
  return {
    token: encode({ uid, typ: 'access', exp: now + tokenSettings.accessTtlSeconds * 1000, jti }),
    refreshToken: encode({ uid, typ: 'refresh', exp: now + tokenSettings.refreshTtlSeconds * 1000, jti }),
    expiraEm: tokenSettings.accessTtlSeconds,
  };
}

/** The payload of a valid, unexpired token of the given type; null otherwise. */
export function verifyToken(
  token: string | null | undefined,
  typ: TokenPayload['typ'],
  now = Date.now(),
): TokenPayload | null {
  if (!token) return null;
  const [body, sig] = token.split('.');
  if (!body || !sig || signature(body) !== sig) return null;
  try {
    const payload = JSON.parse(atob(body.replace(/-/g, '+').replace(/_/g, '/'))) as TokenPayload;
    return payload.typ === typ && payload.exp > now ? payload : null;
  } catch {
    return null;
  }
}

export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice(7) : null;
}
