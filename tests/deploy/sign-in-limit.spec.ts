import { expect, test } from '@playwright/test';
import { startNginx, type NginxInstance } from './upstream/nginx-instance';

/**
 * The sign-in call is held to LOGIN_RATE per client address (password guessing slowed down), on an
 * nginx of its own with a low rate (the suite's own nginx allows its many sign-ins). Its API is a closed
 * port: what passes the limit fails at the API (502), what does not is refused by nginx itself (429).
 */

let nginx: NginxInstance;

test.beforeAll(async () => {
  nginx = await startNginx({ API_UPSTREAM: 'http://127.0.0.1:9', LOGIN_RATE: '1r/m', LOGIN_BURST: '2' });
});
test.afterAll(async () => {
  await nginx?.stop();
});

const signIn = () =>
  fetch(`${nginx.url}/dev/api/v1/authorization/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'errada' }),
  });

test("sign-in attempts past the limit get 429 with the API's error shape, a Retry-After and no caching; other calls go on", async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 5; attempt++) statuses.push((await signIn()).status);
  expect(statuses.slice(0, 3)).toEqual([502, 502, 502]); // the rate's one and the burst's two
  expect(statuses.slice(3)).toEqual([429, 429]);

  const refused = await signIn();
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(await refused.json()).toEqual({ errors: [], erro: 'Muitas tentativas de entrar. Aguarde um minuto e tente de novo.' });

  // Only the sign-in is held: the rest of the API is not (here it fails at the closed port).
  expect((await fetch(`${nginx.url}/dev/api/v1/eu/perfil`)).status).toBe(502);
});
