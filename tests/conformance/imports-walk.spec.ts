import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { signInAs } from '../deploy/support';
import { send } from '../e2e/import-steps';
import { goInApp } from '../e2e/support';
import { expect, test } from './fixtures';
import { expectHeading } from './walk-support';

/**
 * Every spreadsheet import walked through the production build and the validating proxy: from its list,
 * 'Importar' (or the toll plazas' 'Importar valores'), the template downloaded ('Baixar planilha
 * modelo'), then sent back as it came (its example rows are valid records of the seed, so they are
 * updated), and the outcome the live socket brings shown in the wizard.
 */

interface ImportWalk {
  /** The list's route segment and heading. */
  segment: string;
  list: string;
  /** The list's button opening the wizard. */
  button: 'Importar' | 'Importar valores';
  /** The entity of the wizard's texts ('Importar cidades', 'Importação de cidades concluída'). */
  entity: string;
  /** The template's file name. */
  template: string;
}

const IMPORTS: ImportWalk[] = [
  {
    segment: 'cidades',
    list: 'Cidades',
    button: 'Importar',
    entity: 'cidades',
    template: 'modelo-cidades.xlsx',
  },
  { segment: 'paises', list: 'Países', button: 'Importar', entity: 'países', template: 'modelo-paises.xlsx' },
  { segment: 'cfops', list: 'CFOPs', button: 'Importar', entity: 'CFOPs', template: 'modelo-cfops.xlsx' },
  { segment: 'ncms', list: 'NCMs', button: 'Importar', entity: 'NCMs', template: 'modelo-ncms.xlsx' },
  {
    segment: 'aliquotas-icms',
    list: 'Alíquotas de ICMS',
    button: 'Importar',
    entity: 'alíquotas de ICMS',
    template: 'modelo-aliquotas-icms.xlsx',
  },
  {
    segment: 'aliquotas-seguro',
    list: 'Alíquotas de seguro',
    button: 'Importar',
    entity: 'alíquotas de seguro',
    template: 'modelo-aliquotas-seguros.xlsx',
  },
  {
    segment: 'pracas-pedagio',
    list: 'Praças de pedágio',
    button: 'Importar',
    entity: 'praças de pedágio',
    template: 'modelo-praca-pedagio.xlsx',
  },
  {
    segment: 'pracas-pedagio',
    list: 'Praças de pedágio',
    button: 'Importar valores',
    entity: 'valores de pedágio',
    template: 'modelo-valores-pedagio.xlsx',
  },
];

/** The list's import: template downloaded, sent back, outcome shown; the drawer closed again. */
async function importTemplate(page: Page, walk: ImportWalk): Promise<void> {
  await goInApp(page, `/dashboard/${walk.segment}`);
  await expectHeading(page, walk.list);
  await page.getByRole('button', { name: walk.button, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: `Importar ${walk.entity}` });
  await expect(drawer).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    drawer.getByRole('button', { name: 'Baixar planilha modelo' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(walk.template);
  await send(drawer, { name: walk.template, buffer: readFileSync(await download.path()) });

  await expect(
    drawer.getByRole('status').filter({ hasText: `Importação de ${walk.entity} concluída` }),
  ).toBeVisible();
  await expect(drawer.getByText(/^2 linhas importadas: \d+ incluídas? e \d+ alteradas?\.$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

// Two halves, one per worker.
const HALVES = [IMPORTS.slice(0, 4), IMPORTS.slice(4)];
for (const half of HALVES) {
  test(`the template of each import, sent back, is imported with its outcome shown: ${half.map((walk) => walk.entity).join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(half.length * 30_000);
    await signInAs(page, '/dashboard');
    for (const walk of half) await test.step(`Importar ${walk.entity}`, () => importTemplate(page, walk));
  });
}
