import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { addSessionCookies } from './support';

/**
 * The boot shell (build/boot-shell.ts): index.html's picture of the page being opened, shown from the
 * first paint until the app's page replaces it. The app's entry script is held back here, as a slow
 * connection or CPU would, to work with the picture alone.
 */

/** Holds the app's entry script until the returned function is called (the page's load waits for it: go with waitUntil 'commit'). */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const boot = (page: Page) => page.locator('#app-boot');

/**
 * Waits for the stylesheets the picture added. The browser paints nothing before they are in (they are
 * render-blocking), but a measurement does not wait for them: measured earlier, the picture's title is
 * an unstyled full-width block that no one ever sees.
 */
async function pictureStyled(page: Page) {
  await expect(boot(page)).toBeVisible();
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
}

/** Where an element is drawn, rounded to the pixel. */
async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not drawn');
  return Object.fromEntries(Object.entries(box).map(([key, value]) => [key, Math.round(value)]));
}

test.describe('boot shell', () => {
  test('the sign-in form works before the app is up: what was typed, the focus and a click on Entrar carry over, once', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const email = boot(page).getByLabel('E-mail');
    await expect(email).toBeFocused();
    await email.fill('admin@retaguarda.dev');
    await boot(page).getByLabel('Senha').fill('retaguarda123');
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/v1/authorization/login')) logins.push(request.method());
    });
    await boot(page).getByRole('button', { name: 'Entrar' }).click();
    await expect(boot(page).getByRole('button', { name: 'Entrando…' })).toBeVisible();

    release();
    await expect(page).toHaveURL(/\/dashboard\/chamados/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible();
    await expect(boot(page)).toHaveCount(0);
    expect(logins).toEqual(['POST']);
  });

  test('the app form takes over the values, and the caret stays in the field being typed in', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await boot(page).getByLabel('E-mail').fill('ana@empresa.com.br');
    await boot(page).getByLabel('Senha').pressSequentially('meia-senh');
    release();
    await expect(boot(page)).toHaveCount(0);
    const password = page.getByLabel('Senha', { exact: true });
    await expect(page.getByLabel('E-mail')).toHaveValue('ana@empresa.com.br');
    await expect(password).toHaveValue('meia-senh');
    await expect(password).toBeFocused();
    await page.keyboard.type('a');
    await expect(password).toHaveValue('meia-senha');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  });

  for (const width of [1366, 390]) {
    test(`at ${width} px the app's sign-in page draws its title, fields and button where the picture did`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdApp(page);
      await page.goto('/', { waitUntil: 'commit' });
      const parts = (scope: Locator) => [
        scope.getByRole('heading', { name: 'Entrar' }),
        scope.getByLabel('E-mail'),
        scope.getByLabel('Senha', { exact: true }),
        scope.getByRole('button', { name: 'Entrar', exact: true }),
        scope.getByText('Back-office da plataforma fiscal e de transporte'),
      ];
      await pictureStyled(page);
      const pictured = await Promise.all(parts(boot(page)).map(boxOf));
      release();
      await expect(boot(page)).toHaveCount(0);
      expect(await Promise.all(parts(page.locator('#root')).map(boxOf))).toEqual(pictured);
    });

    test(`at ${width} px a signed-in list draws its title and the top bar where the picture did`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await addSessionCookies(page);
      const release = await holdApp(page);
      await page.goto('/dashboard/cidades', { waitUntil: 'commit' });
      const title = boot(page).locator('h1');
      await expect(title).toHaveText('Cidades');
      // A picture: not announced, not focusable, not clickable.
      await expect(page.getByRole('heading', { name: 'Cidades' })).toHaveCount(0);
      await pictureStyled(page);
      const picturedTitle = await boxOf(title);
      const picturedBrand = await boxOf(boot(page).getByText('Retaguarda'));
      release();
      const heading = page.getByRole('heading', { level: 1, name: 'Cidades' });
      await expect(heading).toBeVisible();
      await expect(boot(page)).toHaveCount(0);
      expect(await boxOf(heading)).toEqual(picturedTitle);
      expect(await boxOf(page.locator('.app-topbar__name'))).toEqual(picturedBrand);
    });
  }
});
