import type { Page } from '@playwright/test';
import { resources } from '../../generated/tables/resources';
import { resourceTitles } from '../../src/lib/resources/resource-info';
import { expectSettled, goInApp, signInAs } from './support';
import { expect, test } from './test';
import { findListWidthProblems } from './visual/list-width-checks';

/**
 * Lists that use their width (issue 34), in Chromium: titles and names whole at 1366 and 1280 px (two
 * lines at most, no ellipsis), status tags on one line, a hidden column's room going to the name, the
 * header in sight under the top bar on a long list, and a density chosen once and remembered.
 */

test.describe.configure({ timeout: 90_000 });

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
] as const;

const titleOf = (segment: string) =>
  resourceTitles(resources.find((resource) => resource.segment === segment)!).list;

/** The list at `path`, settled, its first row drawn. */
async function openList(page: Page, path: string, title: string): Promise<void> {
  await goInApp(page, path);
  await expectSettled(page, title);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

/** The height of each of the first rows of the table, in px. */
const rowHeights = (page: Page) =>
  page
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.slice(0, 5).map((row) => Math.round(row.getBoundingClientRect().height)));

for (const size of WIDTHS) {
  test(`at ${size.width} px the tickets' titles and customers and the records' names are whole, and tags sit on one line`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page);
    await expectSettled(page, 'Início');
    // Branches show three names side by side (customer, legal and trade name): whole from 1366 px on.
    const segments = [
      'pracas-pedagio',
      'bancos',
      'ncms',
      'empresas',
      ...(size.width >= 1366 ? ['filiais'] : []),
    ];
    const lists = [
      { path: '/dashboard/chamados', title: 'Chamados' },
      // The long statuses' views: the widest status tag beside the title ('Aguardando resposta do suporte').
      { path: '/dashboard/chamados?tab=AGUARDANDO_RESPOSTA_SUPORTE', title: 'Chamados' },
      { path: '/dashboard/chamados?tab=TODOS', title: 'Chamados' },
      // Toll plazas all start 'PRAÇA DE PEDÁGIO DE …', banks sit beside their ISPB, NCMs are long descriptions.
      ...segments.map((segment) => ({ path: `/dashboard/${segment}`, title: titleOf(segment) })),
    ];
    for (const { path, title } of lists) {
      await openList(page, path, title);
      expect(await page.evaluate(findListWidthProblems, size.width), `${path} at ${size.width} px`).toEqual(
        [],
      );
    }
    // Two plazas of Campinas' region read apart (they were both 'PRAÇA DE PEDÁGIO DE CAM…').
    await openList(page, '/dashboard/pracas-pedagio', titleOf('pracas-pedagio'));
    await expect(page.getByRole('link', { name: 'PRAÇA DE PEDÁGIO DE CAMBUÍ', exact: true })).toBeVisible();
  });
}

test('hiding a column gives its room to the name column, and showing it again takes it back', async ({
  page,
}) => {
  // Banks: a code, the name, the ISPB beside it (half empty before issue 34), the status.
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/bancos');
  await expectSettled(page, titleOf('bancos'));
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const width = async (header: string) =>
    (await table.getByRole('columnheader', { name: header, exact: true }).boundingBox())!.width;
  const [name, ispb] = [await width('Nome'), await width('ISPB')];

  const setColumn = async (header: string, shown: boolean) => {
    await page.getByRole('button', { name: 'Configurar colunas' }).click();
    const drawer = page.getByRole('dialog', { name: 'Configurar colunas' });
    await drawer.getByRole('checkbox', { name: header }).setChecked(shown);
    await drawer.getByRole('button', { name: 'Salvar' }).click();
    await expect(drawer).toBeHidden();
  };
  await setColumn('ISPB', false);
  await expect(table.getByRole('columnheader', { name: 'ISPB' })).toHaveCount(0);
  // Within a pixel: the widths are whole pixels.
  await expect.poll(() => width('Nome')).toBeGreaterThanOrEqual(name + ispb - 1);
  await setColumn('ISPB', true);
  await expect.poll(() => width('Nome')).toBeLessThanOrEqual(name + 1);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the header of a 50-row list stays under the top bar as the page scrolls (${scheme} theme)`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades?limite=50');
    await expectSettled(page, 'Cidades');
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(51);
    const header = table.getByRole('columnheader', { name: 'Nome' });
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const bar = (await page.locator('.app-topbar').boundingBox())!;
    // Right under the top bar, over the rows that scrolled by, and still a button that sorts.
    await expect.poll(async () => (await header.boundingBox())!.y).toBe(bar.y + bar.height);
    await expect(header).toBeInViewport();
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  });
}

test('a compact density (about 36 px rows) is chosen once for every list and is still there after a reload', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Densidade compacta' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  for (const height of await rowHeights(page)) expect(height).toBeGreaterThanOrEqual(44);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => rowHeights(page)).toEqual([36, 36, 36, 36, 36]);
  await toggle.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Densidade: Compacta');

  await page.reload();
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('button', { name: 'Densidade compacta' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect.poll(() => rowHeights(page)).toEqual([36, 36, 36, 36, 36]);

  // Every list: the tickets' rows are tighter too.
  await goInApp(page, '/dashboard/chamados');
  await expectSettled(page, 'Chamados');
  await expect(page.getByRole('button', { name: 'Densidade compacta' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.locator('html')).toHaveAttribute('data-density', 'compacta');

  await page.getByRole('button', { name: 'Densidade compacta' }).click();
  await expect(page.getByRole('button', { name: 'Densidade compacta' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await goInApp(page, '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  await expect.poll(async () => Math.min(...(await rowHeights(page)))).toBeGreaterThanOrEqual(44);
});
