import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startDnsServer, type DnsServer } from './upstream/dns-server';
import { freePort, startNginx, type NginxInstance } from './upstream/nginx-instance';
import { makeTestCertificates } from './upstream/test-certificates';
import { startTlsApi, type SeenRequest, type TlsApi } from './upstream/tls-api';

/**
 * deploy/ in front of a real HTTPS API (issue "A deployment ready for a real API"), all on loopback:
 * two HTTPS upstreams for the name api.retaguarda.test (127.0.0.1 and 127.0.0.2, same port, a
 * certificate of a test CA made now), a DNS server on 127.0.0.1 that nginx's resolver asks, and two
 * nginx instances of their own: one trusting the test CA, one trusting another CA.
 */

const API_HOST = 'api.retaguarda.test';
// Another path on the API host than on this site: the rewrite must carry the rest of the path and the query.
const UPSTREAM_PATH = '/api';

test.describe.configure({ mode: 'serial' });

let dir: string;
let dns: DnsServer;
let first: TlsApi;
let second: TlsApi;
let trusting: NginxInstance;
let distrusting: NginxInstance;

/** Both upstreams on one port of 127.0.0.1 and 127.0.0.2 (another port if 127.0.0.2 has it taken). */
async function startUpstreams(tls: {
  keyFile: string;
  certFile: string;
}): Promise<{ port: number; upstreams: [TlsApi, TlsApi] }> {
  for (let attempt = 0; ; attempt++) {
    const port = await freePort();
    const onFirst = await startTlsApi('first', '127.0.0.1', port, tls);
    try {
      return { port, upstreams: [onFirst, await startTlsApi('second', '127.0.0.2', port, tls)] };
    } catch (error) {
      await onFirst.close();
      if (attempt === 4) throw error;
    }
  }
}

test.beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'retaguarda-tls-'));
  const certificates = makeTestCertificates(dir, API_HOST);
  const { port, upstreams } = await startUpstreams(certificates);
  [first, second] = upstreams;
  dns = await startDnsServer();
  dns.set(API_HOST, '127.0.0.1');
  const settings = {
    API_UPSTREAM: `https://${API_HOST}:${port}`,
    API_UPSTREAM_PATH: UPSTREAM_PATH,
    RESOLVER: `127.0.0.1:${dns.port}`,
    RESOLVER_VALID: '1s',
  };
  trusting = await startNginx({ ...settings, API_CA_FILE: certificates.caFile });
  distrusting = await startNginx({ ...settings, API_CA_FILE: certificates.otherCaFile });
});

test.afterAll(async () => {
  await Promise.all([trusting?.stop(), distrusting?.stop(), first?.close(), second?.close(), dns?.close()]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function getJson(url: string): Promise<{ status: number; body: SeenRequest | undefined }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, body: response.ok ? (JSON.parse(text) as SeenRequest) : undefined };
}

test('sends the API host name as SNI, verifies its certificate against API_CA_FILE and keeps path and query', async () => {
  const { status, body } = await getJson(`${trusting.url}/dev/api/v1/cidades?pagina=2&uf=SP`);
  expect(status).toBe(200);
  expect(body).toEqual({
    upstream: 'first',
    sni: API_HOST,
    url: `${UPSTREAM_PATH}/v1/cidades?pagina=2&uf=SP`,
    host: expect.stringMatching(/^api\.retaguarda\.test(:\d+)?$/),
    forwardedFor: '127.0.0.1',
  });
  expect(dns.queries).toContain(API_HOST);
});

test('tells the API who called as it saw them: a client cannot choose its own X-Forwarded-For or Forwarded', async () => {
  const response = await fetch(`${trusting.url}/dev/api/v1/cidades`, {
    headers: { 'X-Forwarded-For': '6.6.6.6', Forwarded: 'for=6.6.6.6' },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as SeenRequest;
  expect(body.forwardedFor).toBe('127.0.0.1');
  expect(body.forwarded).toBeUndefined();
  expect(response.headers.get('cache-control')).toBe('no-store');
});

test("the API's redirects to its own address point at this site's API path", async () => {
  const response = await fetch(`${trusting.url}/dev/api/v1/chamados/redirect`, { redirect: 'manual' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe(`${trusting.url}/dev/api/v1/chamados/moved`);
});

test('the live socket goes through the same verified TLS upstream, query string included', async () => {
  const socket = new WebSocket(`${trusting.url.replace('http:', 'ws:')}/dev/api/v1/ws?usu_id=7`);
  try {
    const message = await new Promise<string>((resolve, reject) => {
      socket.addEventListener('message', (event) => resolve(String(event.data)));
      socket.addEventListener('error', () => reject(new Error('the socket failed')));
    });
    expect(JSON.parse(message)).toMatchObject({ sni: API_HOST, url: `${UPSTREAM_PATH}/v1/ws?usu_id=7` });
  } finally {
    socket.close();
  }
});

test('refuses an API whose certificate the configured CA did not sign (502), and says why in its log', async () => {
  const before = first.seen.length + second.seen.length;
  const { status } = await getJson(`${distrusting.url}/dev/api/v1/cidades`);
  expect(status).toBe(502);
  expect(first.seen.length + second.seen.length, 'no request reached an upstream').toBe(before);
  expect(distrusting.errorLog()).toMatch(/upstream SSL certificate verify error/);
});

test('/healthz is answered by nginx itself, even while the API is unusable', async () => {
  const response = await fetch(`${distrusting.url}/healthz`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(await response.text()).toBe('ok\n');
});

test("follows a new address of the API host once the resolver's answer expires (RESOLVER_VALID)", async () => {
  expect((await getJson(`${trusting.url}/dev/api/v1/ping`)).body?.upstream).toBe('first');
  dns.set(API_HOST, '127.0.0.2');
  // RESOLVER_VALID is 1 s: within a few seconds nginx asks again and connects to the new address.
  await expect
    .poll(async () => (await getJson(`${trusting.url}/dev/api/v1/ping`)).body?.upstream, {
      timeout: 10_000,
      intervals: [250],
    })
    .toBe('second');
  expect(second.seen.at(-1)).toMatchObject({ sni: API_HOST, url: `${UPSTREAM_PATH}/v1/ping` });
});
