import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { resources } from '../../generated/tables/resources';
import { expectNoViolations } from './a11y/axe';
import { expectSettled, goInApp, signInAs, waitForMockApi } from './support';
import { firstMenuItem } from './row-menu';

/**
 * Issue 8, Accessibility: axe (WCAG 2.0/2.1 A and AA, 2.2 AA) finds nothing on every route of the app.
 * One sign-in per test; the routes are reached inside the running app (links and history), not by
 * reloading it. Scans are soft, so one run reports every page that fails.
 */

test.describe.configure({ timeout: 90_000 });

type Resource = (typeof resources)[number];

function titles(resource: Resource) {
  const article = resource.gender === 'f' ? 'Nova' : 'Novo';
  return {
    create: `${article} ${resource.singular}`,
    view: `Consultar ${resource.singular}`,
    edit: `Editar ${resource.singular}`,
    config: `Configurações ${resource.gender === 'f' ? 'da' : 'do'} ${resource.singular}`,
  };
}

async function scan(page: Page, where: string): Promise<void> {
  await test.step(`axe: ${where}`, () => expectNoViolations(page, where, undefined, { soft: true }));
}

/** list → consulta (first row) → edita → configuracoes → novo, each scanned. */
async function walkResource(page: Page, resource: Resource): Promise<void> {
  const base = `/dashboard/${resource.segment}`;
  const title = titles(resource);
  await goInApp(page, base);
  await expectSettled(page, resource.plural);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await scan(page, base);

  await (await firstMenuItem(page, /^Consultar /)).click();
  await expectSettled(page, title.view);
  const id = /\/(\d+)\/consulta$/.exec(new URL(page.url()).pathname)?.[1];
  await scan(page, `${base}/${id}/consulta`);

  await page.getByRole('link', { name: 'Editar', exact: true }).click();
  await expectSettled(page, title.edit);
  await scan(page, `${base}/${id}/edita`);

  if (resource.hasConfig) {
    await goInApp(page, `${base}/${id}/configuracoes`);
    await expectSettled(page, title.config);
    await scan(page, `${base}/${id}/configuracoes`);
  }

  await goInApp(page, `${base}/novo`);
  await expectSettled(page, title.create);
  await scan(page, `${base}/novo`);
}

test('sign-in, not-found (signed out and in), dashboard, profile, routine hub, tickets list and details: no axe violations', async ({
  page,
}) => {
  await page.goto('/');
  await waitForMockApi(page);
  await expectSettled(page, 'Entrar');
  await scan(page, 'sign-in');
  await goInApp(page, '/nao-existe');
  await expectSettled(page, 'Página não encontrada');
  await scan(page, '/nao-existe (signed out)');

  await signInAs(page);
  await expectSettled(page, 'Início');
  await scan(page, '/dashboard');

  for (const [path, title] of [
    ['/dashboard/perfil', 'Meu perfil'],
    ['/dashboard/todas-rotinas', 'Todas as rotinas'],
    ['/dashboard/chamados', 'Chamados'],
  ] as const) {
    await goInApp(page, path);
    await expectSettled(page, title);
    await scan(page, path);
  }

  await page.getByRole('table').getByRole('link').first().click();
  await expectSettled(page, 'Detalhes do chamado');
  await scan(page, 'ticket details');

  await goInApp(page, '/dashboard/nao-existe');
  await expectSettled(page, 'Página não encontrada');
  await scan(page, '/dashboard/nao-existe');
});

/** The 18 resources in six walks of three (parallel across workers; each stays well inside the timeout). */
const GROUPS = 6;
for (let group = 0; group < GROUPS; group += 1) {
  const share = resources.filter((_, index) => index % GROUPS === group);
  test(`resource pages have no axe violations: ${share.map((resource) => resource.segment).join(', ')}`, async ({
    page,
  }) => {
    await signInAs(page);
    await expectSettled(page, 'Início');
    for (const resource of share) await walkResource(page, resource);
  });
}
