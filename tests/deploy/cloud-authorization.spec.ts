import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MOCK_CLOUD_AUTHORIZATION } from '../../mocks/handlers/cloud';
import { startNginx, type NginxInstance } from './upstream/nginx-instance';
import { startRecordingApi, type RecordingApi } from './upstream/recording-api';
import { apiLogin, bearer, expect, signInAs, test } from './support';

/**
 * The cloud-instance calls' fixed authorization lives in the deployment, not in the app: nginx's check
 * (deploy/cloud-check.js) asks the API who the caller is and which action codes they hold, and only for a
 * staff user with the servers' code sends the value (CLOUD_AUTHORIZATION, made up for each run by
 * scripts/deploy-e2e.sh, and the only value the suite's mock API takes on those calls: a call that works
 * is one nginx completed with it) and the user's id.
 */

const deployed = process.env.CLOUD_AUTHORIZATION ?? '';
const dist = process.env.DEPLOY_DIST ?? 'dist';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** A server on a cloud instance, read through nginx with a session. */
async function cloudServer(request: Parameters<typeof apiLogin>[0], base = '') {
  const tokens = await apiLogin(request);
  const answer = await request.get(`${base}/dev/api/v1/servidores?limitePagina=100&pagina=1`, {
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
  await page.getByRole('button', { name: 'Situação da instância' }).click();
  const dialog = page.getByRole('dialog', { name: 'Situação da instância' });
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

const cloudCalls = (magaluId: string) => ({
  status: `/dev/api/v1/public/usuario/status-servidor/${magaluId}`,
  start: `/dev/api/v1/public/usuario/liga-servidor/${magaluId}`,
});

test("only a staff user with the servers' codes reaches the cloud calls: a customer's user and staff without the codes get 403", async ({
  request,
}) => {
  const { server, tokens } = await cloudServer(request);
  const { status, start } = cloudCalls(server.magaluId);
  expect((await request.get(status, { headers: bearer(tokens) })).status()).toBe(200);
  // 202 or 409 (already running): either way the API ran the command's checks, nginx let it through.
  expect([202, 409]).toContain((await request.put(start, { headers: bearer(tokens) })).status());

  // cliente@ is not staff; suporte@ is staff with CON_PAIS and CON_CID only.
  for (const email of ['cliente@retaguarda.dev', 'suporte@retaguarda.dev']) {
    const caller = await apiLogin(request, email);
    for (const answer of [
      await request.get(status, { headers: bearer(caller) }),
      await request.put(start, { headers: bearer(caller) }),
    ]) {
      expect(answer.status(), `${email}: ${answer.url()}`).toBe(403);
      expect(answer.headers()['cache-control']).toBe('no-store');
      expect(await answer.json()).toEqual({
        errors: [],
        erro: 'Você não tem permissão para acessar este recurso',
      });
    }
  }
});

test.describe('the cloud calls as the API receives them (a recording stand-in API in front of the mock API)', () => {
  let nginx: NginxInstance;
  let api: RecordingApi;
  test.beforeAll(async () => {
    api = await startRecordingApi(process.env.DEPLOY_API_UPSTREAM ?? 'http://127.0.0.1:8787');
    nginx = await startNginx({ API_UPSTREAM: api.url });
  });
  test.afterAll(async () => {
    await nginx?.stop();
    await api?.close();
  });

  /** The requests the API received from the `from`th on that carried the deployment's fixed value. */
  const withCloudValue = (from: number) =>
    api.received.slice(from).filter((seen) => seen.headers.authorization === deployed);

  test('the API hears who asked (X-Retaguarda-Usuario, set by nginx from its check), never a value the client sent', async ({
    request,
  }) => {
    const { server, tokens } = await cloudServer(request, nginx.url);
    const me = (await (
      await request.get(`${nginx.url}/dev/api/v1/eu/perfil`, { headers: bearer(tokens) })
    ).json()) as {
      usuario: { id: number };
    };
    const forged = { ...bearer(tokens), 'X-Retaguarda-Usuario': '999999' };
    const from = api.received.length;
    const answer = await request.get(`${nginx.url}${cloudCalls(server.magaluId).status}`, {
      headers: forged,
    });
    expect(answer.status()).toBe(200);
    const [cloudCall, ...more] = withCloudValue(from);
    expect(more).toEqual([]);
    expect(cloudCall.url).toBe(`/dev/api/v1/public/usuario/status-servidor/${server.magaluId}`);
    expect(cloudCall.headers['x-retaguarda-usuario']).toBe(String(me.usuario.id));
    // Any other call: the client's X-Retaguarda-Usuario is dropped, and the caller's own bearer goes on.
    await request.get(`${nginx.url}/dev/api/v1/eu/permissoes`, { headers: forged });
    const other = api.received.findLast((seen) => seen.url === '/dev/api/v1/eu/permissoes');
    expect(other?.headers['x-retaguarda-usuario']).toBeUndefined();
    expect(other?.headers.authorization).toBe(`Bearer ${tokens.token}`);
  });

  test('no other path, spelling or method carries the fixed value: every variant is 404 (or 405) and the API never sees it', async ({
    request,
  }) => {
    const { server, tokens } = await cloudServer(request, nginx.url);
    const id = server.magaluId;
    const from = api.received.length;
    const variants = [
      `/dev/api/v1/public/usuario/status-servidor/..;/..;/..;/v1/usuarios`,
      `/dev/api/v1/public/usuario/status-servidor/${id}/..;/..;/..;/..;/v1/usuarios`,
      `/dev/api/v1/public/usuario/status-servidor/${id}/`,
      `/dev/api/v1/public/usuario/status-servidor/${id};x`,
      `/dev/api/v1/public/usuario/status-servidor;x/${id}`,
      `/dev/api/v1/public/usuario/STATUS-SERVIDOR/${id}`,
      `/dev/api/v1/PUBLIC/usuario/status-servidor/${id}`,
      `/dev/api/V1/Public/usuario/liga-servidor/${id}`,
      `/dev/api/v1/public;x/usuario/status-servidor/${id}`,
      `/dev/api/v1/chamados/..;/public/usuario/status-servidor/${id}`,
      `/dev/api/v1/public/usuario/status-servidor/${id}%2F..%2F..%2Fv1%2Fusuarios`,
      `/dev/api/v1/public/usuario/outra-coisa/${id}`,
      `/dev/api/v1/public/`,
    ];
    for (const path of variants) {
      for (const method of ['GET', 'PUT'] as const) {
        const answer = await request.fetch(`${nginx.url}${path}`, { method, headers: bearer(tokens) });
        expect(answer.status(), `${method} ${path}`).toBe(404);
      }
    }
    // The right path with the wrong method.
    const calls = cloudCalls(id);
    expect((await request.post(`${nginx.url}${calls.status}`, { headers: bearer(tokens) })).status()).toBe(
      405,
    );
    expect((await request.get(`${nginx.url}${calls.start}`, { headers: bearer(tokens) })).status()).toBe(405);
    expect(withCloudValue(from)).toEqual([]);
    expect(api.received.slice(from).filter((seen) => /public/i.test(seen.url))).toEqual([]);
  });
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

test.describe('a deployment whose API does not answer the check', () => {
  let nginx: NginxInstance;
  test.beforeAll(async () => {
    nginx = await startNginx({ API_UPSTREAM: 'http://127.0.0.1:9' });
  });
  test.afterAll(async () => {
    await nginx?.stop();
  });

  test('refuses the cloud calls with 503 (never lets them through, never ends the session)', async () => {
    const headers = { Authorization: 'Bearer um-token-qualquer' };
    for (const [method, call] of [
      ['GET', 'status-servidor'],
      ['PUT', 'liga-servidor'],
    ]) {
      const answer = await fetch(`${nginx.url}/dev/api/v1/public/usuario/${call}/abc-123`, {
        method,
        headers,
      });
      expect(answer.status, call).toBe(503);
      expect(await answer.json()).toEqual({
        errors: [],
        erro: 'Não foi possível conferir a sessão agora. Tente de novo.',
      });
    }
  });
});
