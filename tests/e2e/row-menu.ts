import type { Locator, Page } from '@playwright/test';

/*
 * A list row shows one action (Editar, else Consultar) and '⋯' ('Mais ações <record>'), a menu with
 * the rest: Consultar, Configurações, Ver no mapa, the resource's own tools, Inativar / Ativar.
 */

/** Opens the '⋯' menu of the row of `record` (its label as the list names it) and returns the menu. */
export async function openRowMenu(page: Page, record: string): Promise<Locator> {
  await page.getByRole('button', { name: `Mais ações ${record}`, exact: true }).click();
  return page.getByRole('menu', { name: `Mais ações ${record}`, exact: true });
}

/** Opens the '⋯' menu of `row` (a table row) and returns the menu. */
export async function openMenuOfRow(page: Page, row: Locator): Promise<Locator> {
  const button = row.getByRole('button', { name: /^Mais ações / });
  const name = (await button.getAttribute('aria-label')) ?? '';
  await button.click();
  return page.getByRole('menu', { name, exact: true });
}

/** The item `action` ('Inativar', 'Ver no mapa', …) of the row of `record`, its menu opened. */
export async function rowMenuItem(page: Page, record: string, action: string): Promise<Locator> {
  const menu = await openRowMenu(page, record);
  return menu.getByRole('menuitem', { name: `${action} ${record}`, exact: true });
}

/** The first data row of the page's table; on a phone (≤ 480 px), where the list is cards, its first card. */
export function firstRow(page: Page): Locator {
  return page
    .getByRole('table')
    .getByRole('row')
    .nth(1)
    .or(page.locator('main .list-cards__list > li').first());
}

/**
 * The first row whose '⋯' menu has an item named like `item` (a tool some records only have, e.g. a
 * server's cloud status): its menu is left open and the item returned.
 */
export async function firstMenuItem(page: Page, item: RegExp): Promise<Locator> {
  const buttons = page.getByRole('table').getByRole('button', { name: /^Mais ações / });
  const count = await buttons.count();
  for (let index = 0; index < count; index += 1) {
    const button = buttons.nth(index);
    const name = (await button.getAttribute('aria-label')) ?? '';
    await button.click();
    const found = page.getByRole('menu', { name, exact: true }).getByRole('menuitem', { name: item });
    if ((await found.count()) > 0) return found.first();
    await page.keyboard.press('Escape');
  }
  throw new Error(`no row of the list has ${item}`);
}

/** The link of the record's name in the table (it opens the record's view page). */
export function recordLink(page: Page, record: string): Locator {
  return page.getByRole('table').getByRole('link', { name: record, exact: true });
}
