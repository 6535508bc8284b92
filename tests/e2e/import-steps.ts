import { expect, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';

/** The import wizard's steps as a user takes them: open it, make a sheet from its template, send it. */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Opens the cities list's import wizard. */
export async function openWizard(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Importar cidades' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** The city template downloaded from the wizard, with its example rows replaced by `rows`. */
export async function templateWith(drawer: Locator, rows: ExcelJS.CellValue[][]): Promise<Buffer> {
  const [download] = await Promise.all([
    drawer.page().waitForEvent('download'),
    drawer.getByRole('button', { name: 'Baixar planilha modelo' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('modelo-cidades.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  expect(sheet.getRow(1).values).toEqual([undefined, 'Código IBGE', 'Nome', 'UF', 'Latitude', 'Longitude']);
  // The example rows are overwritten (and any left over emptied).
  const last = Math.max(sheet.rowCount, rows.length + 1);
  for (let number = 2; number <= last; number++) sheet.getRow(number).values = rows[number - 2] ?? [];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function send(
  drawer: Locator,
  file: { name: string; buffer: Buffer; mimeType?: string },
): Promise<void> {
  await drawer.getByLabel('Planilha (.xlsx)').setInputFiles({ mimeType: XLSX, ...file });
  const button = drawer.getByRole('button', { name: 'Importar planilha' });
  await expect(button).toBeEnabled();
  await button.click();
}
