import type { Page } from '@playwright/test';
import { expect, failedRequest, test } from './test';
import { signInAs, waitForMockApi } from './support';

const CREDENTIALS = 'Informe suas credenciais para continuar';
const NO_ACCESS = 'Usuário sem acesso a esta rotina';
const NOT_STAFF = 'Usuário sem acesso ao Retaguarda: apenas a equipe administrativa pode entrar.';

/** The QA controls of the embedded mock API (README), as the page sees them. */
interface MockWindow {
  retaguardaMock: {
    setTokenTtl: (seconds: number) => void;
    fail: (method: string, path: string, status: number, erro?: string, times?: number) => void;
    liveConnections: (userId: number) => number;
  };
}

function toasts(page: Page, text: string) {
  return page.locator('.p-toast-message', { hasText: text });
}

async function sessionCookies(page: Page) {
  return (await page.context().cookies()).filter((cookie) => cookie.name.startsWith('rt_'));
}

async function fillSignIn(page: Page, email: string, senha = 'retaguarda123') {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Counts the calls the page makes to an API path. */
function countCalls(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path)) count++;
  });
  return () => count;
}

test.describe('sign-in', () => {
  test('a first visit to sign-in loads no icon font (its icons are drawn inline); the signed-in pages load it', async ({
    page,
  }) => {
    const iconFonts: string[] = [];
    page.on('request', (request) => {
      if (/\/primeicons[^/]*\.woff2$/.test(new URL(request.url()).pathname)) iconFonts.push(request.url());
    });
    await page.goto('/');
    await waitForMockApi(page);
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(page.getByRole('button', { name: 'Ocultar senha' })).toBeVisible();
    await expect(page.locator('.sign-in-form__submit svg.app-icon')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(iconFonts).toEqual([]);
    await page.getByLabel('E-mail').fill('admin@retaguarda.dev');
    await page.getByLabel('Senha', { exact: true }).fill('retaguarda123');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
    await expect.poll(() => iconFonts.length).toBe(1);
  });

  test('an unauthenticated visit goes to sign-in with the toast, and sign-in returns to the page', async ({
    page,
  }) => {
    await page.goto('/dashboard/cidades');
    await waitForMockApi(page); // the first visit of a fresh browser seeds the mock API
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fcidades$/);
    await expect(toasts(page, CREDENTIALS)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();

    await fillSignIn(page, 'admin@retaguarda.dev');
    await expect(page).toHaveURL(/\/dashboard\/cidades$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible();
    expect((await sessionCookies(page)).map((cookie) => [cookie.name, cookie.sameSite]).sort()).toEqual([
      ['rt_access', 'Strict'],
      ['rt_refresh', 'Strict'],
    ]);
    expect(await page.evaluate(() => JSON.stringify(localStorage)).then((text) => text.includes('rt_'))).toBe(
      false,
    );
  });

  test('sign-in without a redirect goes to the tickets; / while signed in goes there too', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForMockApi(page);
    await expect(page.getByLabel('E-mail')).toBeFocused();
    // The split layout: brand side and the form side, the form at most 450 px wide.
    await expect(page.getByRole('complementary', { name: 'Retaguarda' })).toBeVisible();
    const card = page.locator('.sign-in__card');
    expect((await card.boundingBox())!.width).toBeLessThanOrEqual(450);

    // Validation before any call, from the keyboard.
    await page.keyboard.press('Enter');
    await expect(page.getByText('Campo obrigatório')).toHaveCount(2);
    await page.getByLabel('E-mail').fill('admin@');
    await page.keyboard.press('Enter');
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    // A refused submit focuses its first wrong field, then once more on a timer (react-hook-form). Typing
    // on before that timer ran let it find only the password wrong and move the focus there.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await expect(page.getByLabel('E-mail')).toBeFocused();

    await page.getByLabel('E-mail').fill('admin@retaguarda.dev');
    await page.keyboard.press('Tab');
    await page.keyboard.type('retaguarda123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/chamados$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();

    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard\/chamados$/);
  });

  test("wrong credentials show the API's message", async ({ page, expectConsole }) => {
    expectConsole(failedRequest(401, 'the API refuses the wrong credentials'));
    await page.goto('/');
    await waitForMockApi(page);
    await fillSignIn(page, 'admin@retaguarda.dev', 'senha-errada');
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeEnabled();
  });

  test('a user without the admin flag is signed out at once', async ({ page }) => {
    await page.goto('/');
    await waitForMockApi(page);
    await fillSignIn(page, 'cliente@retaguarda.dev');
    await expect(page.getByRole('alert').filter({ hasText: NOT_STAFF })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await sessionCookies(page)).toEqual([]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard$/);
  });
});

test.describe('access control', () => {
  test('the restricted account is refused /dashboard/bancos (toast, back to /dashboard) but may open cities', async ({
    page,
  }) => {
    await page.goto('/?redirect=%2Fdashboard%2Fbancos');
    await waitForMockApi(page);
    await fillSignIn(page, 'suporte@retaguarda.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page, NO_ACCESS)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

    await page.goto('/dashboard/cidades');
    await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/cidades$/);

    await page.goto('/dashboard/cidades/novo');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page, NO_ACCESS)).toHaveCount(1);
  });
});

test.describe('session lifetime', () => {
  test("'Sair' signs out; the signed-in area then asks for credentials", async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/paises');
    await expect(page.getByRole('heading', { level: 1, name: 'Países' })).toBeVisible();
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
    await expect(toasts(page, CREDENTIALS)).toHaveCount(0);
    expect(await sessionCookies(page)).toEqual([]);

    await page.goto('/dashboard/paises');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fpaises$/);
    await expect(toasts(page, CREDENTIALS)).toHaveCount(1);
  });

  test('cleared cookies end the session on the next visit', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/dashboard/perfil');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fperfil$/);
    await expect(toasts(page, CREDENTIALS)).toHaveCount(1);
  });

  test('an expired access token is renewed with one refresh call for the concurrent 401s', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(failedRequest(401, 'the expired access token is refused before the refresh'));
    await page.goto('/');
    await waitForMockApi(page);
    await page.evaluate(() => (window as unknown as MockWindow).retaguardaMock.setTokenTtl(4));
    await fillSignIn(page, 'admin@retaguarda.dev');
    await expect(page).toHaveURL(/\/dashboard\/chamados$/);
    await expect(page.getByRole('button', { name: /^Menu do usuário/ })).toBeVisible();
    // Away from the app while the access token expires: no call of the old page can renew it meanwhile.
    await page.goto('about:blank');
    await page.waitForTimeout(4500);

    const refreshes = countCalls(page, '/v1/authorization/refresh');
    const profiles = countCalls(page, '/v1/eu/perfil');
    await page.goto('/dashboard/chamados'); // restores the session: profile and permissions go out together, both get 401
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Menu do usuário/ })).toBeVisible();
    expect(refreshes()).toBe(1);
    expect(profiles()).toBe(2); // the 401 and its replay
  });

  test('a refused refresh signs out: cookies cleared, back to sign-in with the way back', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(failedRequest(401, 'the expired access token and then the refresh are refused'));
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await page.evaluate(() => {
      const mock = (window as unknown as MockWindow).retaguardaMock;
      mock.fail('GET', '/v1/eu/perfil', 401, 'Token expirado', 1);
      mock.fail('POST', '/v1/authorization/refresh', 401, 'Sessão expirada. Entre novamente.', 1);
    });
    await page.goto('/dashboard/cidades');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fcidades$/);
    await expect(toasts(page, CREDENTIALS)).toHaveCount(1);
    expect(await sessionCookies(page)).toEqual([]);
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fcidades$/); // no redirect loop
  });
});

test.describe('a renewal that fails, and signing out, across the tabs', () => {
  const RENEWAL = '/v1/authorization/refresh';

  async function refreshCookie(page: Page): Promise<string | undefined> {
    return (await sessionCookies(page)).find((cookie) => cookie.name === 'rt_refresh')?.value;
  }

  /** A city's form being filled in, on a page whose clock the test runs (installed before it loads). */
  async function halfFilledCityForm(page: Page) {
    await page.clock.install();
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
    await expect(page.getByRole('heading', { level: 1, name: 'Nova cidade' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel(/^Nome/).fill('Cidade em Edição');
    return page.getByLabel(/^Nome/);
  }

  /** Still on the form with what was typed, signed in: no sign-in page, no toast asking for credentials. */
  async function expectFormKept(page: Page, name: ReturnType<Page['getByLabel']>) {
    await expect(page).toHaveURL(/\/dashboard\/cidades\/novo$/);
    await expect(name).toHaveValue('CIDADE EM EDIÇÃO');
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toHaveCount(0);
    await expect(toasts(page, CREDENTIALS)).toHaveCount(0);
    expect((await sessionCookies(page)).map((cookie) => cookie.name).sort()).toEqual([
      'rt_access',
      'rt_refresh',
    ]);
  }

  test('a renewal answered 503 keeps the session and the half-filled form; tried again, it renews', async ({
    page,
    expectConsole,
  }) => {
    expectConsole(failedRequest(503, 'the renewal is answered 503 on purpose, four times'));
    const name = await halfFilledCityForm(page);
    const before = await refreshCookie(page);
    const renewals = countCalls(page, RENEWAL);
    await page.evaluate(
      (path) =>
        (window as unknown as MockWindow).retaguardaMock.fail('POST', path, 503, 'Serviço indisponível', 4),
      RENEWAL,
    );

    // From here the page's time moves only when the test runs it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    await page.clock.runFor(50_000); // the periodic renewal: 503, and the HTTP client's one retry of it
    await expect.poll(renewals).toBe(2);
    await expectFormKept(page, name);
    expect(await refreshCookie(page)).toBe(before);

    await page.clock.runFor(1_000); // tried again after 1 s: 503 twice more
    await expect.poll(renewals).toBe(4);
    await expectFormKept(page, name);
    expect(await refreshCookie(page)).toBe(before);

    await page.clock.runFor(2_000); // and after 2 s more: renewed
    await expect.poll(() => refreshCookie(page)).not.toBe(before);
    expect(renewals()).toBe(5);
    await expectFormKept(page, name);
  });

  test('a renewal that gets no answer (the network drops) keeps the session and the half-filled form; renewed once back online', async ({
    page,
    context,
    expectConsole,
  }) => {
    expectConsole({
      pattern: /^error: Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
      why: 'the calls made while the browser is offline (the renewal, its retries) get no answer',
    });
    const name = await halfFilledCityForm(page);
    const before = await refreshCookie(page);
    const renewals = countCalls(page, RENEWAL);

    // From here the page's time moves only when the test runs it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));

    await context.setOffline(true);
    await page.clock.runFor(50_000); // the periodic renewal: no answer (nor to the HTTP client's retry of it)
    await expect.poll(renewals).toBe(2);
    await expectFormKept(page, name);
    await page.clock.runFor(1_000); // tried again after 1 s: no answer either
    await expect.poll(renewals).toBe(4);
    await expectFormKept(page, name);
    expect(await refreshCookie(page)).toBe(before);

    // Back online: the renewal is tried at once (its next wait, 2 s, has not run) and renews.
    await context.setOffline(false);
    await expect.poll(() => refreshCookie(page)).not.toBe(before);
    await expectFormKept(page, name);
  });

  test("'Sair' in one tab shows the sign-in page in the session's other tab at once, its data and socket gone", async ({
    page,
    context,
  }) => {
    const other = await context.newPage();
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/paises');
    await expect(page.getByRole('heading', { level: 1, name: 'Países' })).toBeVisible({ timeout: 30_000 });
    await other.goto('/dashboard/chamados');
    await expect(other.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const liveSockets = () =>
      other.evaluate(() => (window as unknown as MockWindow).retaguardaMock.liveConnections(1));
    await expect.poll(liveSockets).toBeGreaterThan(0);

    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();

    await expect(other.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible({ timeout: 2_000 });
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('table')).toHaveCount(0);
    await expect(toasts(other, CREDENTIALS)).toHaveCount(0); // signed out by the user, as in the first tab
    await expect.poll(liveSockets, { timeout: 2_000 }).toBe(0);
  });
});
