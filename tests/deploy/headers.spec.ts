import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { LoginInput } from '../../generated/api/model';
import { apiLogin, bearer, header, parseCsp, rawGet } from './support';

/**
 * What nginx answers, seen as HTTP (issue 8, "A production deployment"): the security headers, the
 * caching of the page, the configuration and the hashed assets, compression (precompressed files and
 * on the fly), the SPA fallback, the proxied API, the health check and the version file.
 */

/** The build nginx serves (scripts/deploy-e2e.sh passes it). */
const dist = process.env.DEPLOY_DIST ?? 'dist';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

async function indexHtml(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  return { response, html: await response.text() };
}

test('the page carries a strict Content-Security-Policy and the other security headers', async ({
  request,
}) => {
  const { response, html } = await indexHtml(request);
  const headers = response.headers();
  const csp = parseCsp(header(headers, 'content-security-policy'));

  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  for (const directive of ['script-src', 'default-src', 'worker-src']) {
    expect(csp.get(directive), directive).not.toContain("'unsafe-inline'");
    expect(csp.get(directive), directive).not.toContain("'unsafe-eval'");
  }
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
  expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  // The page itself has no inline script for the policy to allow: every script comes from a file.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
});

test('the page and config.json are revalidated on every load; client-side routes fall back to the page', async ({
  request,
}) => {
  const { response, html } = await indexHtml(request);
  expect(response.headers()['cache-control']).toBe('no-cache');

  const deep = await request.get('/dashboard/chamados/123/detalhes?aba=comentarios');
  expect(deep.status()).toBe(200);
  expect(deep.headers()['content-type']).toMatch(/^text\/html/);
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expect(deep.headers()['content-security-policy']).toBe(response.headers()['content-security-policy']);
  expect(await deep.text()).toBe(html);

  const config = await request.get('/config.json');
  expect(config.status()).toBe(200);
  expect(config.headers()['cache-control']).toBe('no-cache');
  expect(await config.json()).toEqual({
    apiBaseUrl: '/dev/api',
    socketUrl: '/dev/api/v1/ws',
    tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    mocks: false,
    superUserEmail: 'root@retaguarda.dev',
    idleTimeoutMinutes: 0,
  });
});

test('hashed assets are cached for a year as immutable and text assets are sent gzip-compressed', async ({
  request,
}) => {
  const { html } = await indexHtml(request);
  const script = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  const style = /<link\b[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(html)![1];

  for (const [path, type] of [
    [script, /^application\/javascript/],
    [style, /^text\/css/],
  ] as const) {
    const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(type);
    expect(response.headers()['cache-control'], path).toBe(YEAR_IMMUTABLE);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
    expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
    expect(response.headers()['content-security-policy'], path).toBeDefined();
  }

  // Without Accept-Encoding the same file comes uncompressed.
  const plain = await request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();

  // A chunk that is not there (an old build's) is a 404, never the page served as JavaScript.
  const missing = await request.get('/assets/index-00000000.js');
  expect(missing.status()).toBe(404);
});

test("pdf.js's worker and renderer (.mjs) are served as JavaScript, cached like every hashed asset", async ({
  request,
}) => {
  const modules = readdirSync(join(dist, 'assets')).filter((name) =>
    /^pdf\.(worker|renderer)\.min-.+\.mjs$/.test(name),
  );
  expect(modules).toHaveLength(2);
  for (const name of modules) {
    const response = await request.get(`/assets/${name}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), name).toBe(200);
    expect(response.headers()['content-type'], name).toBe('text/javascript');
    expect(response.headers()['cache-control'], name).toBe(YEAR_IMMUTABLE);
    expect(response.headers()['content-encoding'], name).toBe('gzip');
  }
});

test('the build manifest and other dot folders are not served', async ({ request }) => {
  const response = await request.get('/.vite/manifest.json');
  expect(response.status()).toBe(404);
});

test('the API is proxied to the API host: answers, errors and JSON bodies pass through', async ({
  request,
}) => {
  const tokens = await apiLogin(request);
  expect(tokens.token).toMatch(/\S{20,}/);

  const profile = await request.get('/dev/api/v1/eu/perfil', { headers: bearer(tokens) });
  expect(profile.status()).toBe(200);
  expect(profile.headers()['content-type']).toMatch(/^application\/json/);
  expect(await profile.json()).toMatchObject({ usuario: { email: 'admin@retaguarda.dev', admin: true } });

  const refused = await request.post('/dev/api/v1/authorization/login', {
    data: { email: 'admin@retaguarda.dev', senha: 'errada' } satisfies LoginInput,
  });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ errors: [], erro: 'E-mail ou senha inválidos' });

  const anonymous = await request.get('/dev/api/v1/eu/perfil');
  expect(anonymous.status()).toBe(401);
});

test('every answer asks for HTTPS from now on (HSTS), and API answers, the session ones included, are never stored', async ({
  request,
}) => {
  const { response } = await indexHtml(request);
  expect(header(response.headers(), 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');

  const tokens = await apiLogin(request);
  const profile = await request.get('/dev/api/v1/eu/perfil', { headers: bearer(tokens) });
  const signIn = await request.post('/dev/api/v1/authorization/login', {
    data: { email: 'admin@retaguarda.dev', senha: 'errada' } satisfies LoginInput,
  });
  for (const answer of [profile, signIn]) {
    const headers = answer.headers();
    expect(header(headers, 'cache-control')).toBe('no-store');
    expect(header(headers, 'strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(header(headers, 'content-security-policy')).toContain("default-src 'self'");
  }
});

/** What deploy/render.sh wrote for this run (scripts/deploy-e2e.sh passes its folder). */
function renderedServer(): string {
  return readFileSync(join(process.env.DEPLOY_CONF ?? '', 'retaguarda.conf'), 'utf8');
}

test("the build's .gz files are sent as they are (gzip_static), and its .br files where nginx has the brotli module", async ({
  request,
}) => {
  const { html } = await indexHtml(request);
  const script = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  const worker = readdirSync(join(dist, 'assets')).find((name) => /^pdf\.worker\.min-.+\.mjs$/.test(name))!;
  const brotli = /^\s*brotli_static on;/m.test(renderedServer());
  // The page through a client-side route (the fallback to index.html), a chunk and pdf.js's worker.
  for (const [path, file] of [
    ['/dashboard/chamados', 'index.html'],
    [script, script],
    [`/assets/${worker}`, `assets/${worker}`],
  ]) {
    const gzip = await rawGet(path, { 'Accept-Encoding': 'gzip' });
    expect(gzip.status, path).toBe(200);
    expect(gzip.headers['content-encoding'], path).toBe('gzip');
    expect(gzip.headers['vary'], path).toMatch(/Accept-Encoding/i);
    expect(gzip.body.equals(readFileSync(join(dist, `${file}.gz`))), `${path}: the bytes of ${file}.gz`).toBe(
      true,
    );

    const best = await rawGet(path, { 'Accept-Encoding': 'br, gzip' });
    const encoding = brotli ? 'br' : 'gzip';
    expect(best.headers['content-encoding'], path).toBe(encoding);
    expect(
      best.body.equals(readFileSync(join(dist, `${file}.${encoding === 'br' ? 'br' : 'gz'}`))),
      `${path} (${encoding})`,
    ).toBe(true);
  }
});

test('what has no precompressed file, such as the API JSON, is still gzipped on the fly', async ({
  request,
}) => {
  const tokens = await apiLogin(request);
  const answer = await rawGet('/dev/api/v1/chamados?status=TODOS&limitePagina=50', {
    'Accept-Encoding': 'gzip',
    ...bearer(tokens),
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(answer.body).toString('utf8'))).toHaveProperty('items');
});

test('every answer carries X-Robots-Tag: noindex (a back-office stays out of search engines)', async ({
  request,
}) => {
  const { html } = await indexHtml(request);
  const script = /<script\b[^>]*\bsrc="(\/assets\/[^"]+\.js)"/.exec(html)![1];
  // The page, a route, an asset, a missing asset, the files nginx serves itself, a hidden file, the API.
  const paths = [
    '/',
    '/dashboard/cidades',
    script,
    '/assets/index-00000000.js',
    '/config.json',
    '/version.json',
    '/healthz',
    '/.vite/manifest.json',
    '/dev/api/v1/eu/perfil',
  ];
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.headers()['x-robots-tag'], `${path} (${response.status()})`).toMatch(/\bnoindex\b/);
  }
});

test('/healthz answers 200 in plain text, never cached', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(await response.text()).toBe('ok\n');
});

test("/version.json tells the build's commit and time, revalidated on every load", async ({ request }) => {
  const response = await request.get('/version.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  const version = (await response.json()) as { commit: string; builtAt: string };
  expect(version).toEqual(JSON.parse(readFileSync(join(dist, 'version.json'), 'utf8')));
  expect(version.commit).toMatch(/^([0-9a-f]{40,64}|unknown)$/);
  expect(Number.isNaN(Date.parse(version.builtAt))).toBe(false);
});
