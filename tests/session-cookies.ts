/** Session tokens as the app keeps them (src/lib/session/token-store.ts). */
export interface SessionTokenPair {
  token: string;
  refreshToken: string;
}

/**
 * The two session cookies the app reads (SameSite=Strict), for a Playwright context at `url`'s origin:
 * how the e2e and deployment suites and the bench start a signed-in page without the sign-in form.
 */
export function sessionCookies(url: string, { token, refreshToken }: SessionTokenPair) {
  return [
    { name: 'rt_access', value: token, url, sameSite: 'Strict' as const },
    { name: 'rt_refresh', value: refreshToken, url, sameSite: 'Strict' as const },
  ];
}
