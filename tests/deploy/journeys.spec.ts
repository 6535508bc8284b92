import type { Page } from '@playwright/test';
import type { ChamadoInput } from '../../generated/api/model';
import { buildListingPdf } from '../../mocks/kit/pdf';
import { isValidIbgeCode } from '../../src/lib/validation/br-rules';
import { choose, field, formOf } from '../e2e/resource-walk/form-steps';
import { multipart } from '../request-body';
import { sessionCookies } from '../session-cookies';
import { ADMIN, PASSWORD, apiLogin, bearer, expect, signInAs, test } from './support';

/**
 * Smoke journeys of the production build behind nginx (issue 8): every page load, API call and the live
 * socket go over real HTTP to the mock API server, under the deployment's Content-Security-Policy;
 * the `csp` watch of ./support fails any test that meets a violation.
 */

const SUPPORT = 'suporte@retaguarda.dev';

/** API calls the page made, and whether a service worker answered any of them. */
function watchApi(page: Page) {
  const calls: Array<{ url: string; fromServiceWorker: boolean }> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/dev/api/'))
      calls.push({ url: response.url(), fromServiceWorker: response.fromServiceWorker() });
  });
  return calls;
}

/** A fresh valid IBGE code (the mock API's database lives as long as the run). */
function freshIbgeCode(): string {
  for (;;) {
    const code = `99${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
    if (isValidIbgeCode(code)) return code;
  }
}

test('the CSP refuses inline script and eval in the page, and the watch of this suite reports both', async ({
  page,
  csp,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    // eval from a task of the page (DevTools lets its own evaluation compile strings).
    const evalRan = await new Promise<boolean>((resolve) =>
      setTimeout(() => {
        try {
          resolve((0, eval)('true') === true);
        } catch {
          resolve(false);
        }
      }),
    );
    return { inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, evalRan };
  });
  expect(outcome).toEqual({ inlineRan: false, evalRan: false });
  await expect
    .poll(() => csp.violations.filter((text) => /script-src-elem blocked inline/.test(text)).length)
    .toBeGreaterThan(0);
  await expect
    .poll(() => csp.violations.filter((text) => /script-src blocked eval/.test(text)).length)
    .toBeGreaterThan(0);
  csp.take();
});

test('signs in with the demo account through the form and lists the tickets, with every API call over the network', async ({
  page,
}) => {
  const api = watchApi(page);
  await page.goto('/');
  await page.getByLabel('E-mail').fill(ADMIN);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();

  await expect(page).toHaveURL(/\/dashboard\/chamados$/);
  await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible();
  // No mock worker in a production build: the calls reached nginx and the API behind it.
  expect(
    await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((list) => list.length)),
  ).toBe(0);
  expect(api.some((call) => call.url.endsWith('/dev/api/v1/authorization/login'))).toBe(true);
  expect(api.filter((call) => call.fromServiceWorker)).toEqual([]);
  expect((await page.context().cookies()).map((cookie) => cookie.name).sort()).toEqual([
    'rt_access',
    'rt_refresh',
  ]);
});

/** The reads every signed-in page starts with, which the page's first script makes (build/route-preload-plugin.ts). */
const FIRST_READS = [
  '/dev/api/v1/eu/perfil',
  '/dev/api/v1/eu/permissoes',
  '/dev/api/v1/notificacoes/conta-notificacao',
];

/** Requests for FIRST_READS: the path, the Accept the script sends (axios sends its own), the answer's status. */
function watchFirstReads(page: Page) {
  const reads: Array<{ path: string; accept: string | undefined; status?: number }> = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (!FIRST_READS.includes(path)) return;
    const read: (typeof reads)[number] = { path, accept: request.headers()['accept'] };
    reads.push(read);
    void request.response().then((response) => (read.status = response?.status()));
  });
  return reads;
}

test("a signed-in page's profile, permissions and bell count are read once each, by the page's first script (the app takes its answers)", async ({
  page,
}) => {
  const reads = watchFirstReads(page);
  await signInAs(page, '/dashboard/cidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  await expect(page.getByRole('button', { name: /^Notificações, \d+ não lidas?$/ })).toBeVisible();
  expect([...reads].sort((a, b) => a.path.localeCompare(b.path))).toEqual(
    [...FIRST_READS].sort().map((path) => ({ path, accept: 'application/json', status: 200 })),
  );
});

test("with an expired access token the first script's reads are refused, and the app renews the session and opens the page", async ({
  page,
}) => {
  const reads = watchFirstReads(page);
  const tokens = await apiLogin(page.request);
  const origin = new URL('/', test.info().project.use.baseURL).origin;
  await page.context().addCookies(sessionCookies(origin, { ...tokens, token: 'expirado' }));
  await page.goto('/dashboard/cidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(11);
  // The script's read, refused; the app's own with the same token, refused, which renews the session; the replay.
  const profile = reads.filter((read) => read.path === '/dev/api/v1/eu/perfil');
  expect(profile.map((read) => [read.accept === 'application/json' ? 'script' : 'app', read.status])).toEqual(
    [
      ['script', 401],
      ['app', 401],
      ['app', 200],
    ],
  );
});

test('lists cities, opens the new-city form, saves it, and the API has the new record', async ({ page }) => {
  const tokens = await signInAs(page, '/dashboard/cidades');
  await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible();

  await page.getByRole('link', { name: 'Nova cidade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova cidade' })).toBeVisible();
  const form = formOf(page);
  const codigoIbge = freshIbgeCode();
  await field(form, 'Nome').fill('Cidade da implantação');
  await field(form, 'Código IBGE').fill(codigoIbge);
  await choose(page, form, 'UF', 'SP');
  await page.getByRole('button', { name: 'Salvar' }).click();

  await expect(page).toHaveURL(/\/dashboard\/cidades\/\d+\/consulta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consultar cidade' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(codigoIbge);
  const id = /\/cidades\/(\d+)\/consulta$/.exec(page.url())![1];
  const stored = await page.request.get(`/dev/api/v1/cidades/${id}`, { headers: bearer(tokens) });
  expect(await stored.json()).toMatchObject({ codigoIbge, uf: 'SP' });
});

test("opens a ticket with its rich-text description, and its pdf is drawn by pdf.js's worker", async ({
  page,
}) => {
  const tokens = await apiLogin(page.request);
  const pdf = buildListingPdf(
    'Manifesto da implantação',
    ['Documento', 'Situação'],
    [
      ['CT-e 1001', 'Autorizado'],
      ['CT-e 1002', 'Rejeitado'],
    ],
  );
  const form = multipart<ChamadoInput>({
    setor: 'SUPORTE',
    titulo: 'Chamado aberto na implantação de produção',
    descricao:
      '<p>Texto com <strong>negrito</strong> e <a href="https://www.gov.br/">um link</a>.</p><ul><li>primeiro ponto</li></ul>',
    anexos: [new File([Buffer.from(pdf)], 'manifesto.pdf', { type: 'application/pdf' })],
  });
  const created = await page.request.post('/dev/api/v1/chamados', {
    headers: bearer(tokens),
    multipart: form,
  });
  expect(created.status()).toBe(201);
  const ticket = (await created.json()) as { id: number; codigoSequencial: number };

  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await signInAs(page, `/dashboard/chamados/${ticket.id}/detalhes`);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`#${ticket.codigoSequencial}`) }),
  ).toBeVisible();
  const description = page.getByRole('region', { name: 'Descrição' });
  await expect(description.locator('strong')).toHaveText('negrito');
  await expect(description.getByRole('listitem').filter({ hasText: 'primeiro ponto' })).toBeVisible();
  const link = description.getByRole('link', { name: 'um link' });
  await expect(link).toHaveAttribute('href', 'https://www.gov.br/');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

  await page.getByRole('button', { name: 'Visualizar manifesto.pdf' }).first().click();
  const viewer = page.getByRole('dialog', { name: 'manifesto.pdf' });
  const canvas = viewer.getByRole('img', { name: 'manifesto.pdf, página 1' });
  await expect(canvas).toBeVisible();
  await expect(viewer.getByText('Página 1 de 1')).toBeVisible();
  // pdf.js really drew the page (dark text pixels), from its worker file of the build.
  await expect
    .poll(() =>
      canvas.evaluate((element) => {
        const canvasElement = element as HTMLCanvasElement;
        const { data } = canvasElement
          .getContext('2d')!
          .getImageData(0, 0, canvasElement.width, canvasElement.height);
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] < 100) dark++;
        return dark;
      }),
    )
    .toBeGreaterThan(100);
  expect(workers.some((path) => /^\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(path))).toBe(true);
});

test('shows an html attachment only inside the sandboxed srcdoc frame, where its scripts do not run', async ({
  page,
}) => {
  const tokens = await apiLogin(page.request);
  const list = await page.request.get('/dev/api/v1/chamados?status=TODOS&limitePagina=10', {
    headers: bearer(tokens),
  });
  let target: { id: number; nome: string } | undefined;
  for (const item of ((await list.json()) as { items: Array<{ id: number }> }).items) {
    const details = (await (
      await page.request.get(`/dev/api/v1/chamados/${item.id}`, { headers: bearer(tokens) })
    ).json()) as {
      anexos: Array<{ nome: string; tipo: string }>;
    };
    const html = details.anexos.find((anexo) => anexo.tipo === 'text/html');
    if (html) target = { id: item.id, nome: html.nome };
    if (target) break;
  }
  expect(target, 'a seeded ticket with an html attachment').toBeDefined();

  await signInAs(page, `/dashboard/chamados/${target!.id}/detalhes`);
  await page
    .getByRole('button', { name: `Visualizar ${target!.nome}` })
    .first()
    .click();
  const viewer = page.getByRole('dialog', { name: target!.nome });
  const frame = viewer.locator('iframe');
  await expect(frame).toHaveAttribute('sandbox', '');
  const heading = page
    .frameLocator(`iframe[title="Conteúdo de ${target!.nome}"]`)
    .getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Consulta de CT-e nº \d+$/);
});

test('the notification bell follows events pushed over the live socket through the proxy', async ({
  page,
}) => {
  const socket = page.waitForEvent(
    'websocket',
    (candidate) => new URL(candidate.url()).pathname === '/dev/api/v1/ws',
  );
  const tokens = await signInAs(page, '/dashboard', SUPPORT);
  const live = await socket;
  expect(live.url()).toBe(`ws://${new URL(page.url()).host}/dev/api/v1/ws?usu_id=2`);

  const unread = async () => {
    const response = await page.request.get('/dev/api/v1/notificacoes/conta-notificacao', {
      headers: bearer(tokens),
    });
    return ((await response.json()) as { nao_lidas: number }).nao_lidas;
  };
  const before = await unread();
  const bell = page.getByRole('button', { name: /^Notificações, / });
  await expect(bell).toHaveAccessibleName(`Notificações, ${before} não lidas`);

  // Another client marks one read: only the socket can tell this page.
  const pushed = live.waitForEvent('framereceived', (frame) =>
    String(frame.payload).includes('NOTIFICACOES'),
  );
  const list = await page.request.get('/dev/api/v1/notificacoes?lido=false', { headers: bearer(tokens) });
  const [first] = ((await list.json()) as { items: Array<{ id: number }> }).items;
  const marked = await page.request.put(`/dev/api/v1/notificacoes/lido/${first.id}`, {
    headers: bearer(tokens),
  });
  expect(marked.status()).toBe(200);
  expect(JSON.parse(String((await pushed).payload))).toEqual({
    tipo_evento: 'NOTIFICACOES',
    status: 'SUCESSO',
    dados: { nao_lidas: before - 1 },
  });
  await expect(bell).toHaveAccessibleName(`Notificações, ${before - 1} não lidas`);
});
