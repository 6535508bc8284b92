import { copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { sessionCookies } from '../session-cookies';
import { startNginx, type NginxInstance } from './upstream/nginx-instance';
import { expect, test } from './support';

/**
 * The production build refuses to start without a valid config.json (src/lib/config/runtime-config.ts):
 * instead of the demo's settings (mocks on, the demo's super-user, no idle timeout) it shows a page that
 * says what is wrong and points to deploy/render.sh, with no sign-in form and no API call, under the
 * deployment's CSP (the suite's CSP watch). An nginx of its own, whose rendered config.json each test
 * removes or replaces; its API is a closed port (a call that left would show as a request all the same).
 */

let nginx: NginxInstance;
let configFile: string;
let rendered: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  nginx = await startNginx({ API_UPSTREAM: 'http://127.0.0.1:9' });
  configFile = join(nginx.confDir, 'config.json');
  rendered = `${configFile}.rendered`;
  copyFileSync(configFile, rendered);
});
test.afterAll(async () => {
  await nginx?.stop();
});
test.beforeEach(() => {
  copyFileSync(rendered, configFile);
});

/** The requests the page makes to the API (/dev/api: render.sh's API_PATH and the demo's) or to another host. */
function watchCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== nginx.url || url.pathname.startsWith('/dev/api'))
      calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

/** A visitor with a session's cookies (made up: no call may take them anywhere). */
async function withSessionCookies(page: Page) {
  await page
    .context()
    .addCookies(sessionCookies(nginx.url, { token: 'token-de-acesso', refreshToken: 'token-de-renovacao' }));
}

/** The page of the refusal: its heading, the operator's line, and nothing of the app. */
async function expectRefusal(page: Page, heading: string, problem: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'Esta implantação não tem uma configuração válida: o Retaguarda não foi iniciado.',
  );
  await expect(alert).toContainText(`Para quem mantém o servidor: ${problem}`);
  await expect(alert).toContainText('deploy/render.sh');
  await expect(page).toHaveTitle(`${heading} · Retaguarda`);
  // No sign-in form (the app's, or the boot shell's picture of it), no field at all.
  await expect(page.locator('form')).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // Then a quiet moment, in which any call would show (a page that kept calling fails on the calls it made).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

test("without config.json (a 404), the sign-in address shows 'Configuração ausente' and makes no API call", async ({
  page,
}) => {
  rmSync(configFile);
  expect((await page.request.get(`${nginx.url}/config.json`)).status()).toBe(404);
  const calls = watchCalls(page);

  await page.goto(`${nginx.url}/`);

  await expectRefusal(page, 'Configuração ausente', '/config.json não encontrado (HTTP 404).');
  expect(calls).toEqual([]);
});

test("a signed-in visitor's page refuses too: neither the first script's early reads nor the session's restore call the API", async ({
  page,
}) => {
  rmSync(configFile);
  await withSessionCookies(page);
  const calls = watchCalls(page);

  await page.goto(`${nginx.url}/dashboard/cidades`);

  await expectRefusal(page, 'Configuração ausente', '/config.json não encontrado (HTTP 404).');
  expect(calls).toEqual([]);
});

test("index.html served in its place (a server's fallback to the app's page) is no configuration either", async ({
  page,
}) => {
  const indexHtml = await (await page.request.get(`${nginx.url}/`)).text();
  await page.route(`${nginx.url}/config.json`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: indexHtml }),
  );
  await withSessionCookies(page);
  const calls = watchCalls(page);

  await page.goto(`${nginx.url}/`);

  await expectRefusal(
    page,
    'Configuração ausente',
    '/config.json não encontrado: o servidor respondeu uma página HTML em seu lugar.',
  );
  expect(calls).toEqual([]);
});

test("a config.json that is not JSON shows 'Configuração inválida'", async ({ page }) => {
  writeFileSync(configFile, '{ "apiBaseUrl": "/dev/api",\n');
  await withSessionCookies(page);
  const calls = watchCalls(page);

  await page.goto(`${nginx.url}/`);

  await expectRefusal(page, 'Configuração inválida', '/config.json não é JSON válido.');
  expect(calls).toEqual([]);
});

const invalidFiles = [
  {
    what: 'without apiBaseUrl (the demo would call /dev/api)',
    file: { socketUrl: '/dev/api/v1/ws', superUserEmail: 'raiz@example.com', idleTimeoutMinutes: 15 },
    problem: '/config.json: apiBaseUrl ausente.',
  },
  {
    // The API's address is there: the first script's early reads must not take it either.
    what: 'without superUserEmail and with mocks on',
    file: { apiBaseUrl: '/dev/api', socketUrl: '/dev/api/v1/ws', mocks: true },
    problem:
      '/config.json: mocks é true, mas esta versão não tem a API simulada (use false); superUserEmail ausente.',
  },
];

for (const { what, file, problem } of invalidFiles) {
  test(`a config.json ${what} shows 'Configuração inválida' naming each fault`, async ({ page }) => {
    writeFileSync(configFile, JSON.stringify(file));
    await withSessionCookies(page);
    const calls = watchCalls(page);

    await page.goto(`${nginx.url}/dashboard`);

    await expectRefusal(page, 'Configuração inválida', problem);
    expect(calls).toEqual([]);
  });
}

test('with the config.json render.sh wrote, the same build starts: the sign-in page', async ({ page }) => {
  await page.goto(`${nginx.url}/`);

  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Configuração/ })).toHaveCount(0);
});
