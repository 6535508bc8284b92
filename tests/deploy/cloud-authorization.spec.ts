import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_CLOUD_AUTHORIZATION } from '../../mocks/handlers/cloud';
import { startNginx, type NginxInstance } from './upstream/nginx-instance';
import { apiLogin, bearer, expect, signInAs, test } from './support';

/**
 * The cloud-instance calls' fixed authorization lives in the deployment, not in the app: nginx checks the
 * caller's session with the API's profile call and only then sends the value (CLOUD_AUTHORIZATION,
 * made up for each run by scripts/deploy-e2e.sh, and the only value the suite's mock API takes on those
 * calls: a call that works is one nginx completed with it).
 */

const deployed = process.env.CLOUD_AUTHORIZATION ?? '';
const dist = process.env.DEPLOY_DIST ?? 'dist';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A server on a cloud instance, read through nginx with a session. */
async function cloudServer(request: Parameters<typeof apiLogin>[0]) {
  const tokens = await apiLogin(request);
  const answer = await request.get('/dev/api/v1/servidores?limitePagina=100&pagina=1', {
    headers: bearer(tokens),
  });
  const { items } = (await answer.json()) as {
    items: Array<{ id: number; nome: string; magaluId?: string | null }>;
  };
  const server = items.find((item) => item.magaluId);
  if (!server?.magaluId) throw new Error('no seeded server on a cloud instance');
  return { tokens, server: { ...server, magaluId: server.magaluId } };
}

test("neither the production build nor config.json holds a cloud authorization: not the deployment's, not the mock's", async ({
  request,
}) => {
  expect(deployed, 'scripts/deploy-e2e.sh sets CLOUD_AUTHORIZATION').toMatch(/^Basic \S+$/);
  const secrets = [deployed, MOCK_CLOUD_AUTHORIZATION].flatMap((value) => [value, value.split(' ')[1]]);
  // The value the app once carried in its bundle.
  secrets.push('cmV0YWd1YXJkYTpzZXJ2aWRvcmVz');
  const texts = files(dist)
    .filter((file) => /\.(js|mjs|html|json|css|map|txt|webmanifest)$/.test(file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  expect(texts.length).toBeGreaterThan(10);
  const config = await request.get('/config.json');
  expect(config.status()).toBe(200);
  texts.push({ file: '/config.json (served)', text: await config.text() });
  for (const { file, text } of texts) {
    for (const secret of secrets)
      expect(text.includes(secret), `${file} holds ${secret.slice(0, 6)}…`).toBe(false);
  }
});

test("the status dialog reads the instance through nginx with the session's bearer, which nginx replaces with the deployment's value", async ({
  page,
}) => {
  const { server } = await cloudServer(page.request);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/status-servidor/')) sent.push(request.headers().authorization ?? '');
  });
  await signInAs(page, `/dashboard/servidores/${server.id}/consulta`);
  await page.getByRole('button', { name: 'Status da instância' }).click();
  const dialog = page.getByRole('dialog', { name: 'Status da instância' });
  await expect(dialog.locator('dt:text-is("Estado") + dd')).not.toBeEmpty();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(sent.length).toBeGreaterThan(0);
  for (const header of sent) expect(header).toMatch(/^Bearer /);
});

test('without a live session both cloud calls are refused by nginx, even when the caller sends the fixed value itself', async ({
  request,
}) => {
  const { server, tokens } = await cloudServer(request);
  const status = `/dev/api/v1/public/usuario/status-servidor/${server.magaluId}`;
  const start = `/dev/api/v1/public/usuario/liga-servidor/${server.magaluId}`;
  expect((await request.get(status, { headers: bearer(tokens) })).status()).toBe(200);

  const callers: Array<Record<string, string>> = [
    {},
    { Authorization: 'Bearer não-é-um-token' },
    { Authorization: deployed },
    { Authorization: MOCK_CLOUD_AUTHORIZATION },
  ];
  for (const headers of callers) {
    for (const answer of [await request.get(status, { headers }), await request.put(start, { headers })]) {
      expect(answer.status(), `${answer.url()} with ${JSON.stringify(Object.keys(headers))}`).toBe(401);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(await answer.json()).toEqual({ errors: [], erro: 'Sessão expirada. Entre novamente.' });
    }
  }
});

test.describe('a deployment whose CLOUD_AUTHORIZATION the API refuses', () => {
  let nginx: NginxInstance;
  test.beforeAll(async () => {
    nginx = await startNginx({
      API_UPSTREAM: process.env.DEPLOY_API_UPSTREAM ?? 'http://127.0.0.1:8787',
      CLOUD_AUTHORIZATION: 'Basic b3V0cm86dmFsb3I=',
    });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('answers 502 naming the setting, not 401: the session is fine and the app must not end it', async ({
    request,
  }) => {
    const { server, tokens } = await cloudServer(request);
    const answer = await fetch(`${nginx.url}/dev/api/v1/public/usuario/status-servidor/${server.magaluId}`, {
      headers: bearer(tokens),
    });
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      errors: [],
      erro: 'A API recusou a autorização de nuvem desta implantação (CLOUD_AUTHORIZATION).',
    });
  });
});
