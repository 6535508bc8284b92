import { afterEach, describe, expect, it } from 'vitest';
import {
  clearSessionTokens,
  getAccessToken,
  getSessionTokens,
  saveSessionTokens,
} from '@/lib/session/token-store';

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

describe('session cookies end with the browser', () => {
  it('are written without Max-Age or Expires (session cookies), and dropped with Max-Age=0', () => {
    const written: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      saveSessionTokens({ token: 'a.b', refreshToken: 'c.d' });
      expect(written).toHaveLength(2);
      for (const cookie of written) {
        expect(cookie).toMatch(/^rt_(access|refresh)=/);
        expect(cookie).not.toMatch(/max-age|expires/i);
        expect(cookie).toMatch(/SameSite=Strict/);
      }
      written.length = 0;
      clearSessionTokens();
      expect(written.every((cookie) => /Max-Age=0/.test(cookie))).toBe(true);
    } finally {
      delete (document as unknown as { cookie?: string }).cookie;
    }
  });
});
