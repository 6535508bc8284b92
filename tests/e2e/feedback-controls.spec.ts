import type { Page } from '@playwright/test';
import { expect, failedRequest, test } from './test';
import { firstRow } from './row-menu';
import { apiCall, apiLogin, expectSettled, openPicker, signInAs } from './support';
import {
  expectToastsClear,
  lockFirstRow,
  rowBoxes,
  selectFirstRow,
  visibleBoxes,
} from './visual/feedback-checks';

/**
 * Feedback that never hides a control (issue 34), measured in Chromium with the real layout: toasts
 * below the page's heading row and the top bar, the bulk bar without moving the rows, picker panels
 * inside the window with a second line where names repeat, a list's load error with pager and tab
 * counts that agree, no notification action the user may not open, and the quick search keeping
 * every key typed from Ctrl+K on.
 */

test.describe.configure({ timeout: 90_000 });

const WIDTHS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

for (const size of WIDTHS) {
  test(`a toast never covers a control of the page's heading row nor the top bar (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
    await expectSettled(page, 'Cidades');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });

    // The list: 'Importar' and 'Nova cidade' beside the title.
    await lockFirstRow(page);
    await expect(page.locator('.app-toast')).toContainText('Registro inativado com sucesso');
    await expectToastsClear(page, page.locator('main header.resource-list__header'));

    // A record's view: 'Voltar à lista', 'Ativar', 'Editar' beside the title.
    await firstRow(page).getByRole('link').first().click();
    const header = page.locator('main .resource-view__header');
    await expect(header.getByRole('button', { name: 'Ativar' })).toBeVisible();
    await header.getByRole('button', { name: 'Ativar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ativar registro' });
    await dialog.getByLabel('Motivo').fill('Cidade voltou a ter movimento');
    await dialog.getByRole('button', { name: 'Ativar' }).click();
    await expect(page.locator('.app-toast')).toContainText('Registro ativado com sucesso');
    await expectToastsClear(page, header);
  });
}

for (const size of WIDTHS) {
  test(`on a ticket, a toast covers neither 'Voltar para chamados' nor a control of the ticket's header (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const token = await apiLogin(page);
    const { body } = await apiCall<{ items: Array<{ id: number }> }>(
      page,
      '/v1/chamados?status=EM_ABERTO&limitePagina=10&pagina=1',
      {
        token,
      },
    );
    await page.goto(`/dashboard/chamados/${body.items[0].id}/detalhes`);
    await page.getByRole('textbox', { name: 'Comentário' }).click();
    await page.keyboard.type('Comentário enviado por engano.');
    await page.getByRole('button', { name: 'Comentar', exact: true }).click();
    await page.getByRole('button', { name: 'Excluir comentário' }).click();
    await page.getByRole('button', { name: 'Excluir', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('.app-toast')).toContainText('Comentário excluído');
    await expect(page.getByRole('link', { name: 'Voltar para chamados' })).toBeInViewport();
    // The page's heading row and the ticket's own header (its title row's status, its actions).
    await expectToastsClear(
      page,
      page.locator('main h1').locator('xpath=..').or(page.locator('main header').first()),
    );
  });
}

/** The list's records: its table, or on a phone its cards. */
const records = (page: Page) => page.getByRole('table').or(page.getByRole('list', { name: 'Cidades' }));

for (const size of [WIDTHS[0], WIDTHS[2]]) {
  test(`selecting the first row moves no row: the second click lands on the row aimed at (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
    await expectSettled(page, 'Cidades');
    await expect(firstRow(page)).toBeVisible({ timeout: 30_000 });
    const table = records(page);
    const before = (await table.boundingBox())!;
    const second = (await rowBoxes(table).nth(1).boundingBox())!;

    const { moved, bar } = await selectFirstRow(page, table);
    expect(moved, "how far the table's top moved on the selection").toBe(0);
    const after = (await table.boundingBox())!;
    // The bar lies over the toolbar's row (tabs, search, tools), inside the list's width.
    const [toolbar] = await visibleBoxes(page.locator('.resource-list__toolbar-slot'));
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y).toBeGreaterThanOrEqual(toolbar.y - 0.5);
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(after.y);

    // Where the second row's checkbox was before the first click: it is still there.
    await page.mouse.click(second.x + second.width / 2, second.y + second.height / 2);
    await expect(rowBoxes(table).nth(1)).toBeChecked();
    await expect(bar.getByRole('status')).toHaveText('2 selecionados');
    expect((await table.boundingBox())!.y).toBe(before.y);

    // 'Limpar seleção' brings the toolbar back, again without moving the table.
    await bar.getByRole('button', { name: 'Limpar seleção' }).click();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar' })).toBeVisible();
    expect((await table.boundingBox())!.y).toBe(before.y);
  });
}

/** Two active customers of the picker (no limited access) named alike: their name. */
async function twinCustomerName(page: Page, token: string): Promise<string> {
  const seen = new Set<string>();
  for (let pagina = 1; pagina < 50; pagina += 1) {
    const { body } = await apiCall<{ items: Array<{ nome: string }>; totalPaginas: number }>(
      page,
      `/v1/empresas?situacao=UNLOCK&acessoLimitado=false&limitePagina=100&pagina=${pagina}`,
      { token },
    );
    for (const { nome } of body.items) {
      if (seen.has(nome)) return nome;
      seen.add(nome);
    }
    if (pagina >= body.totalPaginas) break;
  }
  throw new Error('no two customers share a name');
}

for (const size of [WIDTHS[0], WIDTHS[1]]) {
  test(`Filtros › Cliente: the panel stays inside the window, and customers named alike read their CNPJ and city (${size.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
    await expectSettled(page, 'Chamados');
    const twin = await twinCustomerName(page, await apiLogin(page));
    await page.getByRole('button', { name: /^Filtros/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filtros' });
    const listbox = await openPicker(page, drawer.getByLabel('Cliente', { exact: true }));
    await expect(listbox.getByRole('option').first()).toBeVisible();
    const panel = page.locator('.p-dropdown-panel');
    const inside = async () => {
      const box = (await panel.boundingBox())!;
      expect(box.x, 'the panel starts inside the window').toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, 'the panel ends inside the window').toBeLessThanOrEqual(size.width);
      expect(box.y + box.height, 'the panel ends above the window’s bottom').toBeLessThanOrEqual(size.height);
    };
    // Once the drawer is in and the options are there (the panel follows both meanwhile).
    await expect(inside).toPass({ timeout: 5000 });

    await panel.getByPlaceholder('Pesquisar').fill(twin);
    const twins = listbox.getByRole('option', { name: new RegExp(`^${twin} — `) });
    await expect(twins).toHaveCount(2);
    const details = await twins.locator('.resource-picker__option-detail').allTextContents();
    // A second line of its own under each: the CNPJ (or CPF) and the city, and they differ.
    for (const detail of details)
      expect(detail).toMatch(/^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2}) · \S/);
    expect(details[0]).not.toBe(details[1]);
    const [name] = await visibleBoxes(twins.first().locator('.resource-picker__option-name'));
    const [detail] = await visibleBoxes(twins.first().locator('.resource-picker__option-detail'));
    expect(detail.y, 'the detail is a second line').toBeGreaterThanOrEqual(name.y + name.height - 1);
    await expect(inside).toPass({ timeout: 5000 });
  });
}

test("a list that fails to load says which list failed, offers 'Tentar novamente', and its pager and tab counts say nothing else", async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(500, 'the test makes the mock API fail the list calls'));
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  const fail = (path: string, operationId: string) =>
    page.evaluate(
      (failure) =>
        (
          window as unknown as { retaguardaMock: { addFailure: (failure: object) => void } }
        ).retaguardaMock.addFailure(failure),
      { method: 'GET', path, operationId, status: 500 },
    );
  const clearFailures = () =>
    page.evaluate(() =>
      (window as unknown as { retaguardaMock: { clearFailures: () => void } }).retaguardaMock.clearFailures(),
    );
  const pager = page.getByRole('navigation', { name: 'Paginação' });

  // A resource list.
  await fail('/v1/cidades', 'listaCidades');
  await page.goto('/dashboard/cidades');
  let alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista de cidades.' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(alert).toContainText('Ops, alguma coisa deu errado (erro 500)');
  await expect(pager).not.toContainText(/\d+–\d+ de \d+/);
  await expect(pager.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  await clearFailures();
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(firstRow(page)).toBeVisible();
  await expect(pager).toContainText(/1–10 de \d+/);

  // The tickets list: its tabs' counts come from a call of their own, which answers.
  await fail('/v1/chamados', 'listaChamados');
  await page.goto('/dashboard/chamados');
  alert = page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a lista de chamados.' });
  await expect(alert).toBeVisible({ timeout: 30_000 });
  await expect(pager).not.toContainText(/\d+–\d+ de \d+/);
  // The kit's status tabs (a tablist of the queue's own views may sit above them).
  const tabs = page.getByRole('tablist', { name: 'Situação dos chamados' });
  await expect(tabs.getByRole('tab').first()).toBeVisible();
  await expect(tabs).not.toContainText(/\d/);
  await clearFailures();
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(firstRow(page)).toBeVisible();
  await expect(tabs).toContainText(/\d/);
  await expect(pager).toContainText(/\d+–\d+ de \d+/);
});

test("a restricted user's notification keeps its text but offers no action they may not open", async ({
  page,
}) => {
  const email = 'suporte@retaguarda.dev';
  await signInAs(page, email, '/dashboard');
  const token = await apiLogin(page, email);
  type Notificacao = { id: number; titulo: string; notificacaoAcao: { titulo: string; rota: string } | null };
  const { body } = await apiCall<{ items: Notificacao[] }>(
    page,
    '/v1/notificacoes?limitePagina=100&pagina=1',
    { token },
  );
  // The support profile consults countries and cities only; tickets need a session alone.
  const forbidden = body.items.find((item) =>
    /^\/dashboard\/(servidores|empresas|cfops|ncms|aliquotas-icms|pracas-pedagio)\b/.test(
      item.notificacaoAcao?.rota ?? '',
    ),
  );
  const allowed = body.items.find((item) =>
    /^\/dashboard\/(cidades|paises|chamados)\b/.test(item.notificacaoAcao?.rota ?? ''),
  );
  expect(forbidden, 'the support user has a notification of a routine they may not open').toBeDefined();
  expect(allowed, 'and one they may open').toBeDefined();
  // Only those two unread: both on the drawer's first page.
  await apiCall(page, '/v1/notificacoes/marca-todas-lidas', { method: 'PUT', token });
  for (const item of [forbidden!, allowed!])
    await apiCall(page, `/v1/notificacoes/nao-lido/${item.id}`, { method: 'PUT', token });
  await page.reload();
  await expectSettled(page, 'Início');

  await page.getByRole('button', { name: /^Notificações, 2 não lidas$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  const unread = drawer.getByRole('list', { name: 'Não lidas' });
  const itemOf = (notification: Notificacao) =>
    unread
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: new RegExp(`${escape(notification.titulo)}$`) }) });
  await expect(itemOf(forbidden!)).toBeVisible();
  await expect(itemOf(forbidden!).getByRole('link')).toHaveCount(0);
  const link = itemOf(allowed!).getByRole('link', { name: allowed!.notificacaoAcao!.titulo });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${escape(allowed!.notificacaoAcao!.rota)}$`));
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('Ctrl+K, "cidades" and Enter typed at once land on Cidades: no key is lost while the quick search opens', async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The quick search's code is not loaded yet: the keys come while it loads and its dialog opens.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('cidades');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/cidades$/);
  await expectSettled(page, 'Cidades');
  await expect(page.getByRole('dialog', { name: 'Busca rápida' })).toBeHidden();
});
