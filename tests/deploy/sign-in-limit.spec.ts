import { expect, test } from '@playwright/test';
import type { LoginInput, RenovaTokenInput } from '../../generated/api/model';
import { startNginx, type NginxInstance } from './upstream/nginx-instance';

/**
 * The sign-in call is held to LOGIN_RATE per client address (password guessing slowed down), on nginx
 * instances of their own with the default rate (the suite's own nginx allows its many sign-ins), in front
 * of the suite's mock API: wrong passwords are the API's 401 until the limit, then nginx's own 429.
 * Behind a trusted load balancer (REAL_IP_FROM) the address is the person's, read from X-Forwarded-For;
 * the addresses in those headers are documentation ranges, never contacted.
 */

const API = process.env.DEPLOY_API_UPSTREAM ?? 'http://127.0.0.1:8787';
const BALANCER = '127.0.0.1';
let behindBalancer: NginxInstance;
let direct: NginxInstance;

test.beforeAll(async () => {
  [behindBalancer, direct] = await Promise.all([
    startNginx({ API_UPSTREAM: API, LOGIN_RATE: '10r/m', LOGIN_BURST: '10', REAL_IP_FROM: BALANCER }),
    startNginx({ API_UPSTREAM: API, LOGIN_RATE: '10r/m', LOGIN_BURST: '10' }),
  ]);
});
test.afterAll(async () => {
  await Promise.all([behindBalancer?.stop(), direct?.stop()]);
});

/** A wrong password posted to `path` through `nginx`, as the balancer forwarding for `person` when given. */
const wrongPassword = (nginx: NginxInstance, path: string, person?: string) =>
  fetch(`${nginx.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(person ? { 'X-Forwarded-For': person } : {}) },
    body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'errada' } satisfies LoginInput),
  });

async function fifteenAttempts(nginx: NginxInstance, path: string, person?: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 15; attempt++)
    statuses.push((await wrongPassword(nginx, path, person)).status);
  return statuses;
}

test('15 wrong passwords end in 429 on every spelling of the sign-in, each spelling from an address of its own', async () => {
  const spellings = [
    '/dev/api/v1/authorization/login',
    '/dev/api/v1/authorization/login/',
    '/dev/api/v1/authorization/LOGIN',
    '/dev/api/v1/authorization/login;x',
    '/dev/api/v1/Authorization/Login/',
    '/dev/api/v1;x/authorization;x/login;x',
    '/dev/api/v1/chamados/..;/authorization/login',
  ];
  for (const [index, path] of spellings.entries()) {
    const statuses = await fifteenAttempts(behindBalancer, path, `203.0.113.${index + 1}`);
    // The rate's one and the burst's ten reach the API (a refill of the rate may let one more through).
    expect(
      statuses.slice(0, 11).every((status) => status !== 429),
      `${path}: ${statuses.join(' ')}`,
    ).toBe(true);
    expect(statuses.slice(12), `${path}: ${statuses.join(' ')}`).toEqual([429, 429, 429]);
  }
});

test("past the limit: the API's error shape, a Retry-After and no caching; the right password is refused too", async () => {
  const person = '198.51.100.7';
  await fifteenAttempts(behindBalancer, '/dev/api/v1/authorization/login', person);
  const refused = await fetch(`${behindBalancer.url}/dev/api/v1/authorization/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': person },
    body: JSON.stringify({ email: 'admin@retaguarda.dev', senha: 'retaguarda123' } satisfies LoginInput),
  });
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).toBe('60');
  expect(refused.headers.get('cache-control')).toBe('no-store');
  expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(await refused.json()).toEqual({
    errors: [],
    erro: 'Muitas tentativas de entrar. Aguarde um minuto e tente de novo.',
  });
});

test('behind a trusted balancer two people have buckets of their own; a client cannot pick its address by writing one in front', async () => {
  const blocked = '198.51.100.20';
  expect((await fifteenAttempts(behindBalancer, '/dev/api/v1/authorization/login', blocked)).at(-1)).toBe(
    429,
  );
  // Another person behind the same balancer still signs in.
  expect(
    (await wrongPassword(behindBalancer, '/dev/api/v1/authorization/login', '198.51.100.21')).status,
  ).toBe(401);
  // The blocked person writing another address in front of theirs: the balancer appends the real one.
  expect(
    (await wrongPassword(behindBalancer, '/dev/api/v1/authorization/login', `192.0.2.99, ${blocked}`)).status,
  ).toBe(429);
});

test('without REAL_IP_FROM a client-sent X-Forwarded-For is ignored: every attempt from this machine shares one bucket', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 15; attempt++) {
    statuses.push(
      (await wrongPassword(direct, '/dev/api/v1/authorization/login', `203.0.113.${100 + attempt}`)).status,
    );
  }
  expect(statuses.slice(12)).toEqual([429, 429, 429]);
});

test('the renewal and the rest of the API are not held by the sign-in limit', async () => {
  const person = '198.51.100.30';
  expect((await fifteenAttempts(behindBalancer, '/dev/api/v1/authorization/login', person)).at(-1)).toBe(429);
  const forwarded = { 'Content-Type': 'application/json', 'X-Forwarded-For': person };
  for (let attempt = 0; attempt < 15; attempt++) {
    const renewal = await fetch(`${behindBalancer.url}/dev/api/v1/authorization/refresh`, {
      method: 'POST',
      headers: forwarded,
      body: JSON.stringify({ token: 'vencido', refreshToken: 'não-é-um-token' } satisfies RenovaTokenInput),
    });
    expect(renewal.status).toBe(401);
  }
  expect((await fetch(`${behindBalancer.url}/dev/api/v1/eu/perfil`, { headers: forwarded })).status).toBe(
    401,
  );
});
