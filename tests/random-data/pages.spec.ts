import { expect, test, type Page } from '@playwright/test';
import { manifestResources } from '../e2e/resource-walk/manifest';
import { signInAs } from '../deploy/support';

/**
 * The app against random data the contract allows (Prism's mock mode behind nginx, ./playwright.config.ts):
 * every page a member of staff opens, loaded whole, holds up whatever a backend within the contract
 * sends. On each: no uncaught exception, no crash ('Erro inesperado', the route's error page), no blank
 * page (a level-1 heading), and no error toast: every call here is a read a contract-valid answer
 * satisfies, and a broken decorative picture (random avatar and logo URLs) must fall back quietly.
 */

const SETTLE = { timeout: 20_000 };

/** Every page of a resource: its list, its new form, and a record's view and edit (any id answers). */
const resourcePages = manifestResources.flatMap(({ segment }) => [
  `/dashboard/${segment}`,
  `/dashboard/${segment}/novo`,
  `/dashboard/${segment}/1/consulta`,
  `/dashboard/${segment}/1/edita`,
]);
const shellPages = [
  '/dashboard',
  '/dashboard/perfil',
  '/dashboard/todas-rotinas',
  '/dashboard/chamados',
  '/dashboard/chamados/1/detalhes',
  '/dashboard/chamados/2/detalhes',
];

interface PageProblems {
  uncaught: string[];
}

function watch(page: Page): PageProblems {
  const problems: PageProblems = { uncaught: [] };
  page.on('pageerror', (error) => problems.uncaught.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** Opens `path` as a full page load and checks what staff would see once it settled. */
async function visit(page: Page, path: string, problems: PageProblems): Promise<void> {
  await page.goto(path);
  const heading = page.getByRole('heading', { level: 1 }).first();
  await expect(heading, `${path}: a page, not a blank one`).toBeVisible(SETTLE);
  await expect(page.locator('[aria-busy="true"], .p-skeleton, .app-spinner'), `${path}: settles`).toHaveCount(
    0,
    SETTLE,
  );
  await expect(heading, `${path}: no crash`).not.toHaveText('Erro inesperado');
  // Still there: not sent back to the sign-in, nor to a page the session may not see.
  expect(new URL(page.url()).pathname, `${path}: the page asked for`).toBe(path);
  await expect(heading, `${path}: the page asked for`).not.toHaveText(/^(Entrar|Página não encontrada)$/);
  await expect(page.locator('.p-toast-message-error'), `${path}: no error toast`).toHaveCount(0);
  expect(problems.uncaught, `${path}: no uncaught exception`).toEqual([]);
}

const GROUPS = 4;
const pages = [...shellPages, ...resourcePages];
for (let group = 0; group < GROUPS; group += 1) {
  const share = pages.filter((_, index) => index % GROUPS === group);
  test(`pages hold up random contract-valid data (${group + 1} of ${GROUPS}: ${share.length} pages)`, async ({
    page,
  }) => {
    test.setTimeout(share.length * 30_000);
    const problems = watch(page);
    await signInAs(page, '/dashboard');
    for (const path of share) await test.step(path, () => visit(page, path, problems));
    await page.screenshot({ path: test.info().outputPath('last-page.png') });
  });
}

test('a list on a phone holds up random data too: cards, no sideways scroll, no error toast', async ({
  page,
}) => {
  test.setTimeout(manifestResources.length * 30_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watch(page);
  await signInAs(page, '/dashboard');
  for (const { segment } of manifestResources) {
    await test.step(segment, async () => {
      await visit(page, `/dashboard/${segment}`, problems);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/dashboard/${segment}: no sideways scroll`).toBeLessThanOrEqual(0);
    });
  }
});

test("'Novo chamado' over random data: the dialog opens with its pickers filled from the API, no error toast", async ({
  page,
}) => {
  const problems = watch(page);
  await signInAs(page, '/dashboard');
  await visit(page, '/dashboard/chamados', problems);
  await page.getByRole('button', { name: 'Novo chamado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo chamado' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('[aria-busy="true"], .p-skeleton')).toHaveCount(0, SETTLE);
  await expect(page.locator('.p-toast-message-error')).toHaveCount(0);
  expect(problems.uncaught).toEqual([]);
});
