import type { Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFileSync } from 'node:fs';
import { expect, failedRequest, test } from './test';
import { apiCall, apiLogin, openPicker, signInAs } from './support';
import { rowMenuItem } from './row-menu';

/**
 * Issue 7 in Chromium: the servers' cloud status dialog in every seeded situation (start, command toast,
 * the transition followed on its own, an unreadable status, a refused command), the servers' own
 * 'Filtros' (issue 39: with or without a cloud instance, the address) and the 'Filtros' of units (company,
 * then a branch of that company) and branches (company only).
 */

test.describe.configure({ timeout: 90_000 });

interface CloudServer {
  id: number;
  nome: string;
  magaluId: string;
  state: string;
  status: string;
}

/**
 * The seeded servers on a cloud instance with their instance's situation, read through the API in the
 * page with a session's bearer, as the app asks (the app holds no fixed cloud authorization).
 */
async function cloudServers(page: Page): Promise<CloudServer[]> {
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ id: number; nome: string; magaluId?: string | null }> }>(
    page,
    '/v1/servidores?limitePagina=100&pagina=1',
    { token },
  );
  const servers = body.items.filter((server) => server.magaluId);
  return Promise.all(
    servers.map(async (server) => {
      const { body: instance } = await apiCall<{ state: string; status: string }>(
        page,
        `/v1/public/usuario/status-servidor/${server.magaluId}`,
        { token },
      );
      return {
        id: server.id,
        nome: server.nome,
        magaluId: server.magaluId!,
        state: instance.state,
        status: instance.status,
      };
    }),
  );
}

function serverIn(servers: CloudServer[], state: string, status: string): CloudServer {
  const server = servers.find((candidate) => candidate.state === state && candidate.status === status);
  if (!server) throw new Error(`no seeded server on a ${state}/${status} instance`);
  return server;
}

const fact = (dialog: Locator, term: string) => dialog.locator(`dt:text-is("${term}") + dd`);

async function openServers(page: Page): Promise<CloudServer[]> {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/servidores');
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores' })).toBeVisible({ timeout: 30_000 });
  return cloudServers(page);
}

/** Searches the list for `server` and opens its status dialog from its row. */
async function openFromRow(page: Page, server: CloudServer): Promise<Locator> {
  await page.getByLabel('Pesquisar').fill(server.nome);
  await (await rowMenuItem(page, server.nome, 'Situação da instância')).click();
  const dialog = page.getByRole('dialog', { name: 'Situação da instância' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function closeDialog(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** State and status of each seeded situation as the dialog names them. */
const SITUATIONS: ReadonlyArray<[state: string, status: string, estado: string, statusLabel: string]> = [
  ['running', 'completed', 'Ligada', 'Concluído'],
  ['stopped', 'completed', 'Desligada', 'Concluído'],
  ['stopped', 'stopping', 'Desligada', 'Desligando'],
  ['running', 'rebooting', 'Ligada', 'Reiniciando'],
  ['error', 'creating_error_quota_vcpu', 'Com erro', 'Cota excedida na criação (vCPU)'],
  ['suspended', 'completed', 'Suspensa', 'Concluído'],
  ['deleted', 'deleted', 'Excluída', 'Excluída'],
  ['new', 'provisioning', 'Nova', 'Provisionando'],
];

test("the cloud status dialog shows each instance situation in pt-BR, with 'Ligar' only when stopped and completed", async ({
  page,
}) => {
  const servers = await openServers(page);
  for (const [state, status, estado, statusLabel] of SITUATIONS) {
    const server = serverIn(servers, state, status);
    const dialog = await openFromRow(page, server);
    await expect(fact(dialog, 'Situação'), `${state}/${status}`).toHaveText(statusLabel);
    await expect(fact(dialog, 'Estado')).toHaveText(estado);
    await expect(fact(dialog, 'Instância')).not.toBeEmpty();
    await expect(dialog.getByText(`Servidor: ${server.nome}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Ligar' })).toHaveCount(
      state === 'stopped' && status === 'completed' ? 1 : 0,
    );
    await closeDialog(page, dialog);
  }
});

test("'Ligar' sends the command ('Comando enviado com sucesso') and the status follows the transition on its own until running", async ({
  page,
}) => {
  const servers = await openServers(page);
  const server = serverIn(servers, 'stopped', 'completed');
  await page.goto(`/dashboard/servidores/${server.id}/consulta`);
  await page.getByRole('button', { name: 'Situação da instância' }).click();
  const dialog = page.getByRole('dialog', { name: 'Situação da instância' });
  await expect(fact(dialog, 'Estado')).toHaveText('Desligada', { timeout: 30_000 });
  await expect(fact(dialog, 'Situação')).toHaveText('Concluído');

  await dialog.getByRole('button', { name: 'Ligar' }).click();
  await expect(page.getByText('Comando enviado com sucesso')).toBeVisible();
  await expect(fact(dialog, 'Situação')).toHaveText('Ligando');
  await expect(dialog.getByRole('button', { name: 'Ligar' })).toHaveCount(0);
  await expect(
    dialog.getByText('Operação em andamento: a situação é atualizada automaticamente.'),
  ).toBeVisible();
  // No click: the dialog reads the status again until the instance runs.
  await expect(fact(dialog, 'Estado')).toHaveText('Ligada', { timeout: 15_000 });
  await expect(fact(dialog, 'Situação')).toHaveText('Concluído');
  await expect(dialog.getByText(/Operação em andamento/)).toHaveCount(0);
});

test("a status that cannot be read says so and 'Tentar novamente' reads it again; a failed command says 'Erro ao enviar o comando'", async ({
  page,
  expectConsole,
}) => {
  expectConsole(
    failedRequest(500, 'the seeded server whose status cannot be read'),
    failedRequest(503, 'the seeded server whose commands fail'),
  );
  const servers = await openServers(page);
  const server = serverIn(servers, 'stopped', 'completed');
  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: { fail: (...args: unknown[]) => void } }).retaguardaMock.fail(
      'GET',
      '/status-servidor/',
      500,
    ),
  );
  const dialog = await openFromRow(page, server);
  await expect(dialog.getByRole('alert')).toHaveText(
    /Não foi possível exibir as informações da instância selecionada/,
    { timeout: 15_000 },
  );
  await expect(dialog.getByRole('button', { name: 'Ligar' })).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: { clearFailures: () => void } }).retaguardaMock.clearFailures(),
  );
  await dialog.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(fact(dialog, 'Estado')).toHaveText('Desligada');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: { fail: (...args: unknown[]) => void } }).retaguardaMock.fail(
      'PUT',
      '/liga-servidor/',
      503,
    ),
  );
  await dialog.getByRole('button', { name: 'Ligar' }).click();
  await expect(page.getByText('Erro ao enviar o comando')).toBeVisible({ timeout: 15_000 });
  await expect(fact(dialog, 'Situação')).toHaveText('Concluído');
  await expect(dialog.getByRole('button', { name: 'Ligar' })).toBeEnabled();
});

// ---- the servers' 'Filtros' ---------------------------------------------------------------------------

/** The names of every seeded server, active or not, split by whether it has a cloud instance. */
async function serversByCloud(page: Page): Promise<{ cloud: string[]; none: string[] }> {
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ nome: string; magaluId?: string | null }> }>(
    page,
    '/v1/servidores?limitePagina=100&pagina=1&situacao=ALL',
    { token },
  );
  return {
    cloud: body.items.filter((server) => server.magaluId).map((server) => server.nome),
    none: body.items.filter((server) => !server.magaluId).map((server) => server.nome),
  };
}

/** The names in the table's 'Nome' column, once its rows are in. */
async function shownNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
    const column = headers.findIndex((header) => header.startsWith('Nome'));
    return [...element.querySelectorAll('tbody tr')].map(
      (row) => row.children[column]?.textContent?.trim() ?? '',
    );
  });
}

test("servers: 'Instância na nuvem' Sim keeps only the servers on a cloud instance, as a chip a reload keeps and 'Limpar filtros' removes; the export holds only them", async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/servidores?limite=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores' })).toBeVisible({ timeout: 30_000 });
  const { cloud, none } = await serversByCloud(page);
  // The seed has both kinds: the filter has something to leave out.
  expect(cloud.length).toBeGreaterThan(0);
  expect(none.length).toBeGreaterThan(0);
  expect((await shownNames(page)).sort()).toEqual([...cloud, ...none].sort());

  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await drawer.getByLabel('Instância na nuvem', { exact: true }).selectOption({ label: 'Sim' });
  await drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/comInstanciaNuvem=true/);
  const chips = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(chips.getByText('Instância na nuvem: Sim')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();
  expect((await shownNames(page)).sort()).toEqual([...cloud].sort());

  await page.reload();
  await expect(chips.getByText('Instância na nuvem: Sim')).toBeVisible({ timeout: 30_000 });
  expect((await shownNames(page)).sort()).toEqual([...cloud].sort());

  await page.getByRole('button', { name: 'Exportar', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menu', { name: 'Exportar' }).getByRole('menuitem', { name: 'Exportar Excel' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync(await download.path()) as unknown as ArrayBuffer);
  const exported: string[] = [];
  workbook.worksheets[0].eachRow((row, number) => {
    if (number > 1) exported.push(String(row.getCell(1).value));
  });
  expect(exported.sort()).toEqual([...cloud].sort());

  await chips.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).not.toHaveURL(/comInstanciaNuvem/);
  await expect(chips).toHaveCount(0);
  expect((await shownNames(page)).sort()).toEqual([...cloud, ...none].sort());
});

test("servers: 'Endereço' finds the servers whose address contains the text, and 'Não' those without a cloud instance", async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/servidores?limite=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Servidores' })).toBeVisible({ timeout: 30_000 });
  const { none } = await serversByCloud(page);
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  // The seed's one server by IP and port (mocks/db/seed/system.ts).
  await drawer.getByLabel('Endereço', { exact: true }).fill(':8080');
  await drawer.getByLabel('Instância na nuvem', { exact: true }).selectOption({ label: 'Não' });
  await drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Filtros aplicados' }).getByText('Endereço: :8080'),
  ).toBeVisible();
  const shown = await shownNames(page);
  expect(shown).toEqual(['APP-SP-00']);
  expect(none).toContain('APP-SP-00');
});

// ---- units and branches 'Filtros' ----------------------------------------------------------------------

async function openList(page: Page, segment: string, title: string): Promise<Locator> {
  await signInAs(page, 'admin@retaguarda.dev', `/dashboard/${segment}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('button', { name: /^Filtros/ }).click();
  return page.getByRole('dialog', { name: 'Filtros' });
}

/** Opens the picker labelled `label` and returns its options once loaded. */
async function pickerOptions(page: Page, drawer: Locator, label: string): Promise<Locator> {
  const options = (await openPicker(page, drawer.getByLabel(label, { exact: true }))).getByRole('option');
  await expect(options.first()).not.toHaveText(/Carregando/);
  return options;
}

/** The option named exactly `name` of the open picker. */
const option = (page: Page, name: string) =>
  page.getByRole('listbox').getByRole('option', { name, exact: true });

async function branchesOf(page: Page, empresaId: number): Promise<string[]> {
  const token = await apiLogin(page);
  const { body } = await apiCall<{
    items: Array<{ codigo: number; fantasia?: string | null; nome: string }>;
  }>(page, `/v1/filiais?empresaId=${empresaId}&situacao=UNLOCK&limitePagina=100&pagina=1`, { token });
  return body.items.map((filial) => `${filial.codigo} - ${filial.fantasia ?? filial.nome}`).sort();
}

test('Escape in an open picker closes its list only; the next Escape closes the drawer', async ({ page }) => {
  const drawer = await openList(page, 'unidades', 'Unidades');
  await pickerOptions(page, drawer, 'Cliente');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(drawer).toBeVisible();
  await expect(drawer.getByLabel('Cliente', { exact: true })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: /^Filtros/ })).toBeFocused();
});

test("units: the branch picker lists only the chosen company's branches and is cleared when the company changes; 'Aplicar' and 'Limpar filtros' enable as filters change", async ({
  page,
}) => {
  const drawer = await openList(page, 'unidades', 'Unidades');
  const apply = drawer.getByRole('button', { name: 'Aplicar' });
  const clear = drawer.getByRole('button', { name: 'Limpar filtros' });
  await expect(apply).toBeDisabled();
  await expect(clear).toBeDisabled();
  await expect(drawer.getByLabel('Filial', { exact: true })).toBeDisabled();
  await expect(drawer.getByLabel('Filial', { exact: true })).toHaveAccessibleDescription(
    'Informe Cliente primeiro',
  );

  // Two companies of the picker's first page (active, without limited access) that have active branches.
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ id: number; nome: string }> }>(
    page,
    '/v1/empresas?situacao=UNLOCK&acessoLimitado=false&limitePagina=25&pagina=1',
    { token },
  );
  const chosen: Array<{ nome: string; branches: string[] }> = [];
  for (const empresa of body.items) {
    const branches = await branchesOf(page, empresa.id);
    if (branches.length > 0) chosen.push({ nome: empresa.nome, branches });
    if (chosen.length === 2) break;
  }
  const [first, second] = chosen;

  await pickerOptions(page, drawer, 'Cliente');
  await option(page, first.nome).click();
  await expect(apply).toBeEnabled();
  await expect(clear).toBeEnabled();
  const firstOptions = await pickerOptions(page, drawer, 'Filial');
  expect((await firstOptions.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(first.branches);
  await option(page, first.branches[0]).click();
  await expect(drawer.locator('.p-dropdown-label', { hasText: first.branches[0] })).toBeVisible();

  await pickerOptions(page, drawer, 'Cliente');
  await option(page, second.nome).click();
  await expect(drawer.locator('.p-dropdown-label', { hasText: first.branches[0] })).toHaveCount(0);
  const secondOptions = await pickerOptions(page, drawer, 'Filial');
  expect((await secondOptions.allInnerTexts()).map((text) => text.trim()).sort()).toEqual(second.branches);
  await option(page, second.branches[0]).click();

  await apply.click();
  await expect(page).toHaveURL(/empresaId=\d+.*filialId=\d+/);
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  for (const row of await rows.all())
    if ((await row.getByRole('cell').count()) > 1) await expect(row).toContainText(second.branches[0]);

  await page.getByRole('button', { name: 'Filtros (2 ativos)' }).click();
  await expect(apply).toBeDisabled();
  await expect(clear).toBeEnabled();
  await clear.click();
  await expect(page).not.toHaveURL(/empresaId|filialId/);
  await expect(page.getByRole('button', { name: 'Filtros', exact: true })).toBeVisible();
});

test("branches: 'Filtros' takes the company only and the list shows that company's branches", async ({
  page,
}) => {
  const drawer = await openList(page, 'filiais', 'Filiais');
  await expect(drawer.getByLabel('Filial', { exact: true })).toHaveCount(0);
  const options = await pickerOptions(page, drawer, 'Cliente');
  const nome = (await options.first().innerText()).trim();
  await options.first().click();
  await drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/empresaId=\d+/);
  await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  for (const row of await rows.all())
    if ((await row.getByRole('cell').count()) > 1) await expect(row).toContainText(nome);
});
