import { expect, type Locator, type Page } from '@playwright/test';

/** Input steps of the resource walk: how a user fills each kind of field of the generated forms. */

/** The form of the page. */
export function formOf(page: Page): Locator {
  return page.locator('form.resource-form');
}

/** The label text of a field: exactly `label`, with or without the required mark (' *'). */
function labelText(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

/** An input by its label. */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(labelText(label));
}

/** The frame of one field (label, input, hint, error). */
export function frameOf(scope: Locator, label: string): Locator {
  // The inner locator of `has` is matched inside each frame, so it starts from the page.
  return scope.locator('.resource-field').filter({ has: scope.page().getByLabel(labelText(label)) });
}

export async function type(scope: Locator, label: string, value: string): Promise<void> {
  await field(scope, label).fill(value);
}

/** Number inputs (integer, decimal, currency, percent) take keystrokes, as a user types them. */
export async function typeNumber(scope: Locator, label: string, value: string): Promise<void> {
  const input = field(scope, label);
  await input.click();
  await input.pressSequentially(value);
  await input.press('Tab');
}

/** Opens the dropdown / picker labelled `label` from the keyboard and chooses an option (the first one when no name is given). */
export async function choose(
  page: Page,
  scope: Locator,
  label: string,
  option?: string | RegExp,
): Promise<void> {
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await field(scope, label).focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  const choice =
    option === undefined
      ? listbox.getByRole('option').first()
      : listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).first();
  await choice.click();
  await expect(listbox).toHaveCount(0);
}

/** Chooses options of a multi picker, then closes it. */
export async function chooseMany(
  page: Page,
  scope: Locator,
  label: string,
  options: readonly (string | RegExp)[],
): Promise<void> {
  // By role: a section may carry the same name as the field.
  await scope.getByRole('combobox', { name: labelText(label) }).focus();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  for (const option of options) await listbox.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
  await expect(listbox).toHaveCount(0);
}

/** Fills the address sub-form from a CEP the lookup knows, then the number. */
export async function fillAddress(scope: Locator, cep: string, numero: string): Promise<void> {
  const address = scope.getByRole('group', { name: 'Endereço' });
  await field(address, 'CEP').fill(cep);
  await expect(field(address, 'Logradouro')).not.toHaveValue('');
  await type(address, 'Número', numero);
}

/** Adds a row to the sub-list `label` and fills it with `fill`. */
export async function addRow(
  scope: Locator,
  label: string,
  fill: (row: Locator) => Promise<void>,
): Promise<void> {
  const list = scope.getByRole('group', { name: label, exact: true });
  await list.getByRole('button', { name: `Adicionar em ${label}` }).click();
  const rows = list.getByRole('group', { name: new RegExp(`^${label}: item \\d+$`) });
  await fill(rows.last());
}
