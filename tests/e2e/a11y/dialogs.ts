import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../test';
import { apiCall, apiLogin } from '../support';
import { expectNoViolations } from './axe';

/** Waits until no finite animation runs (a dialog's entrance fades its colours, which axe would measure). */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return animation.playState !== 'running' || end === Infinity;
    }),
  );
}

/**
 * Scans the open dialogs (`[role="dialog"]`, a nested one included) once `dialog` is shown, its content
 * loaded and its entrance animation over. Soft: a walk over many dialogs reports them all.
 */
export async function scanDialog(page: Page, dialog: Locator, where: string): Promise<void> {
  await test.step(`axe: ${where}`, async () => {
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[aria-busy="true"], .p-skeleton')).toHaveCount(0);
    await animationsDone(page);
    await expectNoViolations(page, where, '[role="dialog"]', { soft: true });
  });
}

/** Closes the top dialog with Escape and waits until `dialog` is gone. */
export async function escape(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Opens a dialog with `opener`, scans it (scanDialog) and closes it with Escape. */
export async function scanDialogOpenedBy(
  page: Page,
  opener: Locator,
  dialog: { name: string | RegExp; exact?: boolean },
  where: string,
): Promise<void> {
  await opener.click();
  const opened = page.getByRole('dialog', dialog);
  await scanDialog(page, opened, where);
  await escape(page, opened);
}

const TILES = /tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png/;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Map tiles answered on the machine with a tiny image (no request leaves it). */
export async function serveTiles(context: BrowserContext): Promise<void> {
  await context.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG }));
}

/** A seeded ticket still open (so its actions are offered) with an image or pdf attachment of its own. */
export async function findTicketWithAttachment(page: Page): Promise<{ id: number; anexo: string }> {
  const token = await apiLogin(page);
  type Ticket = { id: number; status: string; anexos: Array<{ nome: string }> };
  const list = await apiCall<{ items: Ticket[] }>(
    page,
    '/v1/chamados?pagina=1&limitePagina=100&ordenacao=codigoSequencial,asc',
    { token },
  );
  for (const { id, status } of list.body.items) {
    if (status === 'FECHADO') continue;
    const { body } = await apiCall<Ticket>(page, `/v1/chamados/${id}`, { token });
    const anexo = body.anexos.find((file) => /\.(png|jpe?g|pdf)$/i.test(file.nome));
    if (anexo) return { id, anexo: anexo.nome };
  }
  throw new Error('no open seeded ticket with an image or pdf attachment');
}
