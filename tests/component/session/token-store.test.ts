import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionTokens, getAccessToken, getSessionTokens, saveSessionTokens } from '@/lib/session/token-store';

afterEach(() => {
  clearSessionTokens();
  document.cookie = 'rt_access=; Max-Age=0; Path=/';
});

describe('session cookies', () => {
  it('reads the tokens it wrote', () => {
    saveSessionTokens({ token: 'a.b', refreshToken: 'c.d' });
    expect(getSessionTokens()).toEqual({ token: 'a.b', refreshToken: 'c.d' });
  });

  it('ignores a malformed cookie (bad percent-encoding) instead of stopping the app', () => {
    document.cookie = 'rt_access=%E0%A4%A; Path=/';
    expect(() => getAccessToken()).not.toThrow();
    expect(getAccessToken()).toBeNull();
    expect(getSessionTokens()).toBeNull();
  });
});
