import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { startNginx, type NginxInstance } from './upstream/nginx-instance';
import { startRecordingApi, type RecordingApi } from './upstream/recording-api';

/**
 * A deployment that names itself (SERVER_NAME) answers only that name: any other Host gets its connection
 * closed with no answer, and the API hears the configured name, never a Host or X-Forwarded-Host a client
 * made up, nor the headers some servers take as the real path (X-Original-URL, X-Rewrite-URL).
 */

const NAME = 'retaguarda.test';
let nginx: NginxInstance;
let api: RecordingApi;

test.beforeAll(async () => {
  api = await startRecordingApi(process.env.DEPLOY_API_UPSTREAM ?? 'http://127.0.0.1:8787');
  nginx = await startNginx({ API_UPSTREAM: api.url, SERVER_NAME: `${NAME} www.${NAME}` });
});
test.afterAll(async () => {
  await nginx?.stop();
  await api?.close();
});

interface Answer {
  status: number;
  body: string;
}

/** GET `path` from the instance with these headers (Host included, which fetch does not let one set). */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: nginx.port, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('an unknown Host gets no answer at all (the connection is closed), the configured names get the app', async () => {
  for (const host of ['evil.example', '127.0.0.1', `${NAME}.evil.example`]) {
    await expect(get('/', { Host: host }), host).rejects.toThrow(/socket hang up|ECONNRESET/);
    await expect(get('/dev/api/v1/eu/perfil', { Host: host }), host).rejects.toThrow(
      /socket hang up|ECONNRESET/,
    );
  }
  expect((await get('/', { Host: NAME })).status).toBe(200);
  expect((await get('/', { Host: `www.${NAME}` })).status).toBe(200);
});

test("a load balancer's probe by address still gets /healthz", async () => {
  expect(await get('/healthz', { Host: '127.0.0.1' })).toEqual({ status: 200, body: 'ok\n' });
});

test('the API hears the configured name as X-Forwarded-Host and no X-Original-URL or X-Rewrite-URL', async () => {
  const from = api.received.length;
  const answer = await get('/dev/api/v1/eu/perfil', {
    Host: `www.${NAME}`,
    'X-Forwarded-Host': 'evil.example',
    'X-Original-URL': '/dev/api/v1/usuarios',
    'X-Rewrite-URL': '/dev/api/v1/usuarios',
  });
  expect(answer.status).toBe(401);
  const [received] = api.received.slice(from);
  expect(received.url).toBe('/dev/api/v1/eu/perfil');
  expect(received.headers['x-forwarded-host']).toBe(NAME);
  expect(received.headers['x-original-url']).toBeUndefined();
  expect(received.headers['x-rewrite-url']).toBeUndefined();
});
