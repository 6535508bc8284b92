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
  test('a first visit to sign-in loads no icon font (its icons are drawn inline); the signed-in pages load it', async ({ page }) => {
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

  test('an unauthenticated visit goes to sign-in with the toast, and sign-in returns to the page', async ({ page }) => {
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
    expect(await page.evaluate(() => JSON.stringify(localStorage)).then((text) => text.includes('rt_'))).toBe(false);
  });

  test('sign-in without a redirect goes to the tickets; / while signed in goes there too', async ({ page }) => {
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
  test('the restricted account is refused /dashboard/bancos (toast, back to /dashboard) but may open cities', async ({ page }) => {
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

  test('an expired access token is renewed with one refresh call for the concurrent 401s', async ({ page, expectConsole }) => {
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

  test('a refused refresh signs out: cookies cleared, back to sign-in with the way back', async ({ page, expectConsole }) => {
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
