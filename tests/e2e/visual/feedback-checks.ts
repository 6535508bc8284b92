import type { Locator, Page } from '@playwright/test';
import { expect } from '../test';
import { firstRow, openMenuOfRow } from '../row-menu';

/**
 * Feedback that never hides a control nor moves what is aimed at (issue 34), measured with the real
 * layout: shared by feedback-controls.spec.ts (each case at each width) and the visual pass (its lists
 * in both themes).
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The boxes of the visible elements of `locator` (as the window shows them now). */
export function visibleBoxes(locator: Locator): Promise<Array<Box & { name: string }>> {
  return locator.evaluateAll((elements) =>
    elements
      .filter((element) => {
        const style = getComputedStyle(element);
        const rect = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && style.display !== 'none' && rect.width > 0 && rect.height > 0;
      })
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return {
          x,
          y,
          width,
          height,
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        };
      }),
  );
}

export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Every toast on screen, once in place (its entrance over), against the controls of the page's heading row and the top bar. */
export async function expectToastsClear(page: Page, header: Locator): Promise<void> {
  const toasts = page.locator('.app-toast .p-toast-message');
  await expect(toasts.first()).toBeVisible();
  await expect(page.locator('.app-toast .p-toast-message-enter-active')).toHaveCount(0);
  // The toasts follow a scroll or a new layout at the next frame (toast-placement.ts), and a test that
  // has just scrolled can measure before it: the place must be right within a few frames and stay so.
  await expect(async () => {
    const toastBoxes = await visibleBoxes(toasts);
    const controls = await visibleBoxes(header.locator('a, button, input, select, [role="button"]'));
    expect(controls.length).toBeGreaterThan(0);
    const [bar] = await visibleBoxes(page.locator('.app-topbar'));
    for (const toast of toastBoxes) {
      expect(toast.y, 'the toast starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
      for (const control of controls)
        expect(overlap(toast, control), `the toast covers '${control.name}'`).toBe(false);
    }
  }).toPass({ timeout: 2_000 });
}

/** Inactivates the first row of the list on screen through its '⋯' menu: 'Registro inativado com sucesso'. */
export async function lockFirstRow(page: Page): Promise<void> {
  const menu = await openMenuOfRow(page, firstRow(page));
  await menu.getByRole('menuitem', { name: /^Inativar / }).click();
  const dialog = page.getByRole('dialog', { name: 'Inativar registro' });
  await dialog.getByLabel('Motivo').fill('Registro sem movimento há dois anos');
  await dialog.getByRole('button', { name: 'Inativar' }).click();
  await expect(dialog).toBeHidden();
}

/** The rows' checkboxes ('Selecionar <nome>') of `records` (a table, or a phone's cards), without the page's one. */
export const rowBoxes = (records: Locator) =>
  records.getByRole('checkbox', { name: /^Selecionar (?!todos desta página$)/ });

/**
 * Ticks the first row of `records` and waits for the selection's bar: how far the records moved
 * meanwhile (0: not at all), and the bar.
 */
export async function selectFirstRow(page: Page, records: Locator): Promise<{ moved: number; bar: Locator }> {
  const before = (await records.boundingBox())!;
  await rowBoxes(records).nth(0).click();
  const bar = page.getByRole('group', { name: 'Ações da seleção' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('status')).toHaveText('1 selecionado');
  const after = (await records.boundingBox())!;
  return { moved: after.y - before.y, bar };
}
