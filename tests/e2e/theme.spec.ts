import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { addSessionCookies, expectSettled, signInAs } from './support';

/**
 * Dark mode: the app follows the system's setting (prefers-color-scheme) until a theme is chosen in the
 * avatar menu ('Tema': 'Automático (sistema)', 'Claro', 'Escuro'); the choice is kept across visits and
 * applied before the first paint, by the build's first script, ahead of the app's code.
 */

/** The page's background as the dark and light themes paint it (--surface-ground). */
const DARK_GROUND = 'rgb(17, 24, 39)';
const LIGHT_GROUND = 'rgb(249, 250, 251)';

/** Holds the app's entry script until the returned function is called (go with waitUntil 'commit'). */
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

/**
 * Records, in the first animation frame (rendering waits for the page's stylesheets, and frames start
 * with the first paint), the theme attribute and the page's background, before any of the app's code.
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const painted = document.body ?? document.documentElement;
      (window as unknown as Record<string, unknown>).__firstFrame = {
        theme: document.documentElement.getAttribute('data-theme'),
        background: getComputedStyle(painted).backgroundColor,
        appStarted: 'retaguardaMock' in window,
      };
    });
  });
}

const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => (window as unknown as Record<string, unknown>).__firstFrame)
    .then((handle) => handle.jsonValue());

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openAvatarMenu(page: Page) {
  await page.getByRole('button', { name: /^Menu do usuário/ }).click();
  const menu = page.getByRole('menu', { name: 'Menu do usuário' });
  await expect(menu).toBeVisible();
  return menu;
}

test.describe('dark mode', () => {
  test('a dark system with no choice: the sign-in page is dark from the first paint, before the app has run', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await recordFirstFrame(page);
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#app-boot').getByRole('heading', { name: 'Entrar' })).toBeVisible();
    expect(await firstFrame(page)).toEqual({ theme: 'dark', background: DARK_GROUND, appStarted: false });

    release();
    await expectSettled(page, 'Entrar');
    expect(await theme(page)).toBe('dark');
    expect(await background(page)).toBe(DARK_GROUND);
  });

  test('a saved dark choice on a light system: a signed-in page is dark from the first paint', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.addInitScript(() => localStorage.setItem('retaguarda:tema', 'dark'));
    await recordFirstFrame(page);
    await addSessionCookies(page);
    const release = await holdApp(page);
    await page.goto('/dashboard/cidades', { waitUntil: 'commit' });
    await expect(page.locator('#app-boot')).toBeVisible();
    expect(await firstFrame(page)).toEqual({ theme: 'dark', background: DARK_GROUND, appStarted: false });
    release();
    await expectSettled(page, 'Cidades');
    expect(await background(page)).toBe(DARK_GROUND);
  });

  test("the avatar menu's choice switches the theme at once and survives a reload; 'Automático' follows the system as it changes", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
    await expectSettled(page, 'Cidades');
    expect(await theme(page)).toBe('light');
    expect(await background(page)).toBe(LIGHT_GROUND);

    let menu = await openAvatarMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: 'Automático (sistema)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await menu.getByRole('menuitemradio', { name: 'Escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(DARK_GROUND);
    await expect(page.getByRole('table')).toHaveCSS('color', 'rgba(255, 255, 255, 0.87)');

    await page.reload();
    await expectSettled(page, 'Cidades');
    expect(await background(page)).toBe(DARK_GROUND);
    menu = await openAvatarMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: 'Escuro' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: 'Claro' })).toHaveAttribute('aria-checked', 'false');

    // From the keyboard, back to following the system: Home is the first item ('Meu perfil'), then one down.
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await background(page)).toBe(DARK_GROUND);
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.reload();
    await expectSettled(page, 'Cidades');
    expect(await theme(page)).toBe('light');
    menu = await openAvatarMenu(page);
    await expect(menu.getByRole('menuitemradio', { name: 'Automático (sistema)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
