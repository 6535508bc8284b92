import { expect, test } from './test';
import { signInAs } from './support';
import { commentForm, openSeeded, typeRichText } from './tickets-support';

/**
 * Finding one's way without the mouse (issue 22): the quick search, the single-key shortcuts, Ctrl+Enter
 * on a comment, the routine search's Enter, the breadcrumb trail and the empty list that says why.
 */

test.describe.configure({ timeout: 60_000 });

test('Ctrl+K opens the quick search: a record found by name opens, and is then among the recent items', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Busca rápida' });
  const input = palette.getByRole('combobox', { name: 'Buscar rotinas, páginas e registros' });
  await expect(input).toBeFocused();
  await input.fill('belo horizonte');
  const cities = palette.getByRole('group', { name: 'Cidades' });
  await expect(cities.getByRole('option', { name: /^Belo Horizonte/ })).toBeVisible();
  // The first option is the routine match or the city: move to the city with the arrows.
  while (
    (await palette.getByRole('option', { selected: true }).textContent())?.startsWith('Belo Horizonte') !==
    true
  )
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/cidades\/\d+\/consulta$/);
  await expect(palette).toBeHidden();

  // The trail above the record's page, each step a way back.
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('listitem')).toHaveText(['Início', '›Rotinas', '›Cidades', '›Consultar']);
  await expect(trail.getByText('Consultar')).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: 'Busca rápida' }).click();
  await expect(
    palette.getByRole('group', { name: 'Recentes' }).getByRole('option', { name: /^Belo Horizonte/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await trail.getByRole('link', { name: 'Cidades' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cidades$/);
});

test("'/' goes to the list's search, 'n' opens the new-record form, '?' lists the shortcuts; an empty search result says why and 'Limpar filtros' brings the list back", async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('zzzz');
  const empty = page.getByRole('table').getByRole('cell').filter({ hasText: 'Nenhum registro encontrado' });
  await expect(empty).toContainText('Para a busca “zzzz”.');
  await empty.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(search).toHaveValue('');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(11);

  await page.getByRole('heading', { level: 1, name: 'Cidades' }).click();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Atalhos do teclado' });
  await expect(help).toContainText('Novo registro, onde permitido');
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/\/dashboard\/cidades\/novo$/);
  await expect(
    page.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('listitem'),
  ).toHaveText(['Início', '›Rotinas', '›Cidades', '›Nova']);
});

test('Enter in the routine search opens the single routine it leaves', async ({ page }) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/todas-rotinas');
  const search = page.getByRole('searchbox', { name: 'Pesquisar rotina' });
  await search.fill('pedágio');
  await expect(page.getByText('1 rotina para “pedágio”')).toBeVisible();
  await search.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/pracas-pedagio$/);
});

test('Ctrl+Enter sends the comment being written', async ({ page }) => {
  await openSeeded(page, 'an open ticket', (ticket) => ticket.status !== 'FECHADO');
  const form = commentForm(page);
  const editor = form.getByRole('textbox', { name: 'Comentário' });
  await typeRichText(page, editor, 'Enviado pelo teclado');
  await editor.press('Control+Enter');
  await expect(
    page.getByRole('region', { name: /Comentários/ }).getByText('Enviado pelo teclado'),
  ).toBeVisible();
  await expect(editor).toHaveText('');
});

test('on a phone the trail shows the step above only, as a way back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('link', { name: 'Cidades' })).toBeVisible({ timeout: 30_000 });
  await expect(trail.getByRole('link', { name: 'Rotinas' })).toBeHidden();
  await expect(trail.getByText('Nova', { exact: true })).toBeHidden();
});
