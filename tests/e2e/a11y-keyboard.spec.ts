import { expect, failedRequest, test } from './test';
import { expectFocusRing, expectFocusTrapped, tabTo } from './a11y/keyboard';
import { expectSettled, signInAs, waitForMockApi } from './support';

/**
 * Issue 8, Accessibility: keyboard-only journeys (no mouse) through sign-in, a list, a form and the
 * dialogs, with a visible focus ring on inputs, buttons and links.
 */

test.describe.configure({ timeout: 60_000 });

test('sign-in with Tab and Enter only: the error of a wrong password is announced, then the tickets list opens', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(401, 'the API refuses the wrong password'));
  await page.goto('/');
  await waitForMockApi(page);
  await expectSettled(page, 'Entrar');
  const email = page.getByLabel('E-mail');
  const password = page.getByLabel('Senha', { exact: true });
  const submit = page.getByRole('button', { name: 'Entrar' });

  await tabTo(page, email);
  await expectFocusRing(email);
  await page.keyboard.type('admin@retaguarda.dev');
  await tabTo(page, password, { max: 1 });
  await page.keyboard.type('senha-errada');
  await tabTo(page, submit);
  await expectFocusRing(submit);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/inválid/i).first()).toBeVisible();

  await tabTo(page, password, { back: true });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('retaguarda123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/chamados/);
  await expectSettled(page, 'Chamados');
});

test('a list from the keyboard: skip link, search, sort a header with Enter, next page with Enter', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  const skip = page.getByRole('link', { name: 'Ir para o conteúdo' });
  await tabTo(page, skip);
  await expectFocusRing(skip);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const search = page.getByLabel('Pesquisar', { exact: true });
  await tabTo(page, search);
  await expectFocusRing(search);
  await page.keyboard.type('São');
  await expect(page).toHaveURL(/busca=S%C3%A3o/);
  const range = page.getByText(/^\d+–\d+ de \d+$/);
  await expect(range).toHaveText(/^1–10 de (1\d|[2-9]\d|\d{3,})$/);

  const nameHeader = page.getByRole('columnheader', { name: 'Nome' });
  const sortByName = nameHeader.getByRole('button', { name: 'Nome' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  const firstBefore = await page.getByRole('table').getByRole('row').nth(1).innerText();
  await tabTo(page, sortByName);
  await expectFocusRing(sortByName);
  await page.keyboard.press('Enter');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByRole('table').getByRole('row').nth(1)).not.toHaveText(firstBefore);

  const firstView = page.getByRole('link', { name: /^Editar / }).first();
  await tabTo(page, firstView);
  await expectFocusRing(firstView);

  // Past the ten rows and their actions.
  const next = page.getByRole('button', { name: 'Próxima página' });
  await tabTo(page, next, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(/^11–\d+ de \d+$/);
  await expect(page).toHaveURL(/pagina=2/);
});

test('a form from the keyboard: an empty save focuses the first error and announces it, then the record saves', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/paises/novo');
  await expectSettled(page, 'Novo país');
  const form = page.locator('form.resource-form');
  const save = form.getByRole('button', { name: 'Salvar' });

  await tabTo(page, save);
  await expectFocusRing(save);
  await page.keyboard.press('Enter');
  // The first field in error takes the focus; its message is its accessible description.
  const field = (label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));
  await expect(field('Nome')).toBeFocused();
  await expect(field('Nome')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('Nome')).toHaveAccessibleDescription(/Campo obrigatório/);
  await expect(field('Sigla')).toHaveAccessibleDescription(/Campo obrigatório/);

  for (const [label, value] of [
    ['Nome', 'País do teclado'],
    ['Código BACEN', '9971'],
    ['Sigla', 'KB'],
  ] as const) {
    await tabTo(page, field(label), { max: 3 });
    await expectFocusRing(field(label));
    await page.keyboard.type(value);
    await expect(field(label)).not.toHaveAccessibleDescription(/Campo obrigatório/);
  }
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/paises\/\d+\/consulta$/);
  await expectSettled(page, 'Consultar país');
  await expect(page.getByRole('main')).toContainText('PAÍS DO TECLADO');
});

test('dialogs from the keyboard: opened with Enter, Tab and Shift+Tab stay inside, Escape closes, the focus returns to the opener', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  // A right-side drawer (PrimeReact Sidebar through RightDrawer): its first field takes the focus.
  const filtersButton = page.getByRole('button', { name: /^Filtros/ });
  await tabTo(page, filtersButton);
  await expectFocusRing(filtersButton);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await expect(drawer.getByLabel('UF', { exact: true })).toBeFocused();
  await expectFocusTrapped(page, drawer, 8);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(filtersButton).toBeFocused();

  // A centred modal dialog (PrimeReact Dialog): the lock reason, with its error reachable.
  // Inativar is in the row's '⋯' menu: Enter opens it on its first item, End reaches the last one.
  const lockButton = page.getByRole('button', { name: /^Mais ações / }).first();
  await tabTo(page, lockButton);
  await page.keyboard.press('Enter');
  await page.keyboard.press('End');
  await expect(page.getByRole('menuitem', { name: /^Inativar / }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Inativar registro' });
  const reason = dialog.getByLabel('Motivo');
  await expect(reason).toBeFocused();
  await page.keyboard.type('curto');
  await tabTo(page, dialog.getByRole('button', { name: 'Inativar' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Mínimo 15 caracteres');
  await expect(reason).toHaveAccessibleDescription(/Mínimo 15 caracteres/);
  await expectFocusTrapped(page, dialog, 8);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(lockButton).toBeFocused();
});
