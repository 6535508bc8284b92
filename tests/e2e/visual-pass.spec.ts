import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { resources } from '../../generated/tables/resources';
import { resourceTitles } from '../../src/lib/resources/resource-info';
import { expectSettled, goInApp, signInAs, waitForMockApi } from './support';
import { expect, test } from './test';
import { expectToastsClear, lockFirstRow, selectFirstRow } from './visual/feedback-checks';
import { findLayoutProblems } from './visual/layout-checks';
import { findListWidthProblems } from './visual/list-width-checks';

/**
 * The visual pass: every route of the app at two desktop widths and a phone, checked for a document
 * wider than the screen, values broken across lines and clipped controls (visual/layout-checks.ts).
 * It runs against the demo built with React's development code (the `visual` project), so the console
 * check of tests/e2e/test.ts also hears React's warnings (duplicate keys and the like) on every route.
 * Each route is reached inside the running app and checked at each width by resizing the page, so a
 * walk is one page load and one sign-in. Failures are soft: one run names every route, width and
 * element that fails, with a screenshot of each. VISUAL_SHOTS_DIR=<folder> saves a screenshot of every
 * route at every width there (for a before/after review).
 */

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

const shotsDir = process.env.VISUAL_SHOTS_DIR;

test.describe.configure({ timeout: 120_000 });

/** At most a few lines per kind of problem: a long table repeats the same one on every row. */
function summarize(problems: string[], perKind = 4): string[] {
  const byKind = new Map<string, string[]>();
  for (const problem of problems) {
    const kind = problem.split(' ')[0];
    byKind.set(kind, [...(byKind.get(kind) ?? []), problem]);
  }
  return [...byKind.entries()].flatMap(([kind, lines]) =>
    lines.length > perKind
      ? [...lines.slice(0, perKind), `… and ${lines.length - perKind} more (${kind})`]
      : lines,
  );
}

/**
 * On a phone a list is cards (issue 34): a table in a list there is the desktop's, squeezed into a
 * side-scroller.
 */
async function phoneListProblems(page: Page, width: number): Promise<string[]> {
  if (width > 480) return [];
  const tables = await page.locator('main .resource-list__table table').count();
  return tables > 0 ? [`list shown as a table at ${width}px, not as cards`] : [];
}

/** Checks the page as it stands at every width; a failing width gets its screenshot attached. */
async function inspect(page: Page, route: string): Promise<void> {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const problems = [
      ...(await page.evaluate(findLayoutProblems)),
      ...(await page.evaluate(findListWidthProblems, 1366)),
      ...(await phoneListProblems(page, viewport.width)),
    ];
    const name = `${route} at ${viewport.width}px`;
    const file = `${route.replace(/^\//, '').replace(/\W+/g, '_') || 'sign-in'}-${viewport.width}.png`;
    if (problems.length > 0) {
      const path = test.info().outputPath(file);
      await page.screenshot({ path, fullPage: true });
      await test.info().attach(name, { path, contentType: 'image/png' });
    }
    if (shotsDir) await page.screenshot({ path: join(shotsDir, file), fullPage: true });
    expect.soft(summarize(problems), name).toEqual([]);
  }
}

async function visit(page: Page, path: string, title: string | RegExp): Promise<void> {
  await goInApp(page, path);
  await expectSettled(page, title);
  await inspect(page, path);
}

/** The address of the first record the page links to with `suffix` (its view or details page). */
async function firstRecordPath(page: Page, prefix: string, suffix: string): Promise<string> {
  const link = page.locator(`main a[href^="${prefix}/"][href$="${suffix}"]`).first();
  await expect(link).toBeAttached();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no link to a record under ${prefix}`);
  return href.slice(0, -suffix.length);
}

test('the visual pass runs on React’s development build (the one that logs its warnings)', async ({
  page,
}) => {
  // React announces each renderer to the developer tools' hook; its bundleType is 1 in a development build.
  await page.addInitScript(() => {
    const builds: number[] = [];
    Object.assign(window, {
      reactBuilds: builds,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: (renderer: { bundleType: number }) => builds.push(renderer.bundleType),
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
  });
  await page.goto('/');
  await expectSettled(page, 'Entrar');
  expect(await page.evaluate(() => (window as unknown as { reactBuilds: number[] }).reactBuilds)).toEqual([
    1,
  ]);
});

test('sign-in, dashboard, profile, routine hub, tickets and not found fit every width', async ({ page }) => {
  await page.goto('/');
  await waitForMockApi(page);
  await expectSettled(page, 'Entrar');
  await inspect(page, '/');

  await signInAs(page);
  await expectSettled(page, 'Início');
  await inspect(page, '/dashboard');
  await visit(page, '/dashboard/perfil', 'Meu perfil');
  await visit(page, '/dashboard/todas-rotinas', 'Todas as rotinas');
  await visit(page, '/dashboard/chamados', 'Chamados');
  const ticket = await firstRecordPath(page, '/dashboard/chamados', '/detalhes');
  await visit(page, `${ticket}/detalhes`, 'Detalhes do chamado');
  await visit(page, '/dashboard/nao-existe', 'Página não encontrada');
});

type Resource = (typeof resources)[number];

/** list, consulta and edita of the list's first record, configuracoes where the resource has it, novo. */
async function walkResource(page: Page, resource: Resource): Promise<void> {
  const base = `/dashboard/${resource.segment}`;
  const titles = resourceTitles(resource);
  await goInApp(page, base);
  await expectSettled(page, titles.list);
  // The walk goes on at the last width inspected: on a phone the list is cards.
  await expect(
    page.getByRole('table').getByRole('row').nth(1).or(page.locator('main .list-cards__list > li').first()),
  ).toBeVisible();
  await inspect(page, base);

  const record = await firstRecordPath(page, base, '/consulta');
  await visit(page, `${record}/consulta`, titles.view);
  await visit(page, `${record}/edita`, titles.edit);
  if (resource.hasConfig) await visit(page, `${record}/configuracoes`, titles.config);
  await visit(page, `${base}/novo`, titles.create);
}

/** The resources in walks of three (parallel across workers). */
const GROUPS = 6;
for (let group = 0; group < GROUPS; group += 1) {
  const share = resources.filter((_, index) => index % GROUPS === group);
  test(`resource pages fit every width: ${share.map((resource) => resource.segment).join(', ')}`, async ({
    page,
  }) => {
    await signInAs(page);
    await expectSettled(page, 'Início');
    for (const resource of share) await walkResource(page, resource);
  });
}

/** Lists of long names and titles (issue 34): the tickets, and resources named by long texts. */
const WIDE_LISTS = ['cidades', 'pracas-pedagio', 'bancos', 'ncms', 'empresas'].map((segment) => {
  const resource = resources.find((candidate) => candidate.segment === segment)!;
  return { path: `/dashboard/${segment}`, title: resourceTitles(resource).list };
});

for (const scheme of ['light', 'dark'] as const) {
  test(`lists use their width in the ${scheme} theme: names whole, tags on one line, no shift on selection, no toast over a control`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page);
    await expectSettled(page, 'Início');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    // The checks of every route, list-width-checks.ts's among them (names whole from 1366 px, tags on one line).
    for (const { path, title } of [{ path: '/dashboard/chamados', title: 'Chamados' }, ...WIDE_LISTS]) {
      await page.setViewportSize(VIEWPORTS[0]);
      await goInApp(page, path);
      await expectSettled(page, title);
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await inspect(page, path);
    }

    // Feedback (feedback-controls.spec.ts measures each case at every width, in the light theme).
    await page.setViewportSize(VIEWPORTS[0]);
    await goInApp(page, '/dashboard/cidades');
    await expectSettled(page, 'Cidades');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const { moved, bar } = await selectFirstRow(page, table);
    expect.soft(moved, 'how far the rows moved on selecting the first one').toBe(0);
    await bar.getByRole('button', { name: 'Limpar seleção' }).click();
    await lockFirstRow(page);
    await expect(page.locator('.app-toast')).toContainText('Registro inativado com sucesso');
    await expectToastsClear(page, page.locator('main header.resource-list__header'));
  });
}
