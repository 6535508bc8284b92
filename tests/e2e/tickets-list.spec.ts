import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiLogin, openPicker } from './support';
import {
  ADMIN,
  apiAllTickets,
  apiCounts,
  apiTicket,
  apiTickets,
  bodyRows,
  codeOf,
  columnTexts,
  dayInBrazil,
  detailsPath,
  expectCodes,
  isOverdue,
  mp4File,
  NEWEST_FIRST,
  openTicketList,
  pdfFile,
  pngFile,
  range,
  selectTab,
  SETOR_LABELS,
  statusTab,
  shownDateTime,
  STATUS_LABELS,
  textFile,
  typedDay,
  typeRichText,
  wavFile,
} from './tickets-support';

/**
 * The tickets list in Chromium (issue 5): tabs, search and the 'Filtros' drawer with the state in the
 * URL, the columns, and opening a ticket with attachments from the 'Novo chamado' drawer.
 */

test.describe.configure({ timeout: 60_000 });

const tab = statusTab;
const filtersButton = (page: Page) => page.getByRole('button', { name: /^Filtros/ });

async function expectPage(page: Page, token: string, query: string): Promise<void> {
  const answer = await apiTickets(page, token, query);
  await expectCodes(page, answer.items.map(codeOf));
  const first = answer.totalItens === 0 ? 0 : Number(new URLSearchParams(query).get('pagina') ?? 1) * 10 - 9;
  await expect(range(page)).toHaveText(
    `${first}–${Math.min(first + 9, answer.totalItens)} de ${answer.totalItens}`,
  );
}

async function openFilters(page: Page): Promise<Locator> {
  await filtersButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await expect(drawer.getByLabel('Situação', { exact: true })).toBeFocused();
  return drawer;
}

/** Opens a multi-select of the drawer, toggles the named options, and closes its panel. */
async function choose(page: Page, drawer: Locator, label: string, names: string[]): Promise<void> {
  const listbox = await openPicker(page, drawer.getByLabel(label, { exact: true }));
  for (const name of names) await listbox.getByRole('option', { name, exact: true }).click();
  // Escape closes the list and leaves the drawer. Not a click on the heading: a click on an option may
  // scroll the page behind the drawer (Playwright brings it into view), and the list, placed on the page,
  // may then lie over the heading.
  await page.keyboard.press('Escape');
  await expect(listbox).toBeHidden();
  await expect(drawer).toBeVisible();
}

/** Types a day (dd/MM/yyyy) into a masked date input of the drawer. */
async function typeDate(page: Page, input: Locator, day: string): Promise<void> {
  await input.focus();
  await expect(input).toHaveValue('__/__/____');
  await page.keyboard.type(day.replaceAll('/', ''));
  await expect(input).toHaveValue(day);
}

test('opens on Aberto with the API open tickets; Todos and Fechado filter and go to the URL from page 1; reload and back restore', async ({
  page,
}) => {
  await openTicketList(page);
  const token = await apiLogin(page);
  await expect(tab(page, 'Aberto')).toHaveAttribute('aria-selected', 'true');
  await expectPage(page, token, `status=EM_ABERTO&${NEWEST_FIRST}`);
  expect(new Set(await columnTexts(page, 'Situação'))).toEqual(new Set(['Aberto']));

  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await expectPage(page, token, `status=EM_ABERTO&${NEWEST_FIRST}&pagina=2`);
  expect(new Set(await columnTexts(page, 'Situação'))).toEqual(new Set(['Aberto']));

  // A tab change starts again at page 1.
  await selectTab(page, 'Todos');
  await expect(page).toHaveURL(/\?tab=TODOS$/);
  await expectPage(page, token, NEWEST_FIRST);
  expect(new Set(await columnTexts(page, 'Situação')).size).toBeGreaterThan(1);

  await selectTab(page, 'Fechado');
  await expect(page).toHaveURL(/\?tab=FECHADO$/);
  await expectPage(page, token, `status=FECHADO&${NEWEST_FIRST}`);
  expect(new Set(await columnTexts(page, 'Situação'))).toEqual(new Set(['Fechado']));
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/\?tab=FECHADO&pagina=2$/);
  await expectPage(page, token, `status=FECHADO&${NEWEST_FIRST}&pagina=2`);

  await page.reload();
  await expect(tab(page, 'Fechado')).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  await expectPage(page, token, `status=FECHADO&${NEWEST_FIRST}&pagina=2`);

  await page.goBack();
  await expect(page).toHaveURL(/\?tab=FECHADO$/);
  await expectPage(page, token, `status=FECHADO&${NEWEST_FIRST}`);
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=TODOS$/);
  await expect(tab(page, 'Todos')).toHaveAttribute('aria-selected', 'true');
  await expectPage(page, token, NEWEST_FIRST);
});

test('the search filters the rows from page 1, stays in the URL and survives a reload', async ({ page }) => {
  await openTicketList(page, '/dashboard/chamados?tab=TODOS&pagina=2');
  const token = await apiLogin(page);
  await expectPage(page, token, `${NEWEST_FIRST}&pagina=2`);
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  await search.pressSequentially('boleto');
  await expect(page).toHaveURL(/\?tab=TODOS&busca=boleto$/);
  const found = await apiTickets(page, token, `${NEWEST_FIRST}&filtros=boleto`);
  expect(found.totalItens).toBeGreaterThan(0);
  expect(found.totalItens).toBeLessThan(10);
  await expectPage(page, token, `${NEWEST_FIRST}&filtros=boleto`);
  for (const title of await columnTexts(page, 'Título')) expect(title.toLowerCase()).toContain('boleto');

  await page.reload();
  await expect(search).toHaveValue('boleto', { timeout: 20_000 });
  await expectPage(page, token, `${NEWEST_FIRST}&filtros=boleto`);
  await search.clear();
  await expect(page).toHaveURL(/\?tab=TODOS$/);
  await expectPage(page, token, NEWEST_FIRST);
});

test("the Filtros drawer narrows by status, setor and opening dates, refuses an end before its start, and 'Limpar filtros' goes back to Aberto", async ({
  page,
}) => {
  await openTicketList(page);
  const token = await apiLogin(page);
  // Opening days from the first to the last of the chosen tickets but one: some fit, some do not.
  const chosen = (await apiAllTickets(page, token)).filter(
    (t) => ['EM_ANALISE', 'EM_ANDAMENTO'].includes(t.status) && t.setor === 'SUPORTE',
  );
  const days = chosen.map((ticket) => dayInBrazil(ticket.createdAt)).sort();
  const [from, until] = [days[1], days.at(-2)!];
  expect(from < until).toBe(true);

  const drawer = await openFilters(page);
  await expect(drawer.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
  await expect(drawer.getByRole('button', { name: 'Limpar filtros' })).toBeDisabled();
  await choose(page, drawer, 'Situação', ['Em análise', 'Em andamento']);
  await choose(page, drawer, 'Setor', ['Suporte']);
  await typeDate(page, drawer.getByLabel('Abertura de'), typedDay(from));
  await typeDate(page, drawer.getByLabel('Abertura até'), typedDay(until));
  await drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(drawer).toBeHidden();

  const query = `status=EM_ANALISE&status=EM_ANDAMENTO&setor=SUPORTE&dataAberturaInicio=${from}&dataAberturaFim=${until}`;
  await expect(page).toHaveURL(
    `/dashboard/chamados?tab=TODOS&status=EM_ANALISE%2CEM_ANDAMENTO&setor=SUPORTE&dataAberturaInicio=${from}&dataAberturaFim=${until}`,
  );
  const expected = await apiTickets(page, token, `${NEWEST_FIRST}&${query}`);
  expect(expected.totalItens).toBeGreaterThan(0);
  expect(expected.totalItens).toBeLessThan(chosen.length);
  await expectPage(page, token, `${NEWEST_FIRST}&${query}`);
  // The sector closes the line under each title ('ALMEIDA TRANSPORTES LTDA · Suporte').
  const sectors = (await columnTexts(page, 'Título')).map((text) => text.split(' · ').at(-1));
  expect(new Set(sectors)).toEqual(new Set(['Suporte']));
  for (const status of await columnTexts(page, 'Situação'))
    expect(['Em análise', 'Em andamento']).toContain(status);
  await expect(tab(page, 'Todos')).toHaveAttribute('aria-selected', 'true');
  await expect(filtersButton(page)).toHaveAccessibleName('Filtros (4 ativos)');

  // An end before its start is refused at the field.
  const again = await openFilters(page);
  await expect(again.getByLabel('Abertura de')).toHaveValue(typedDay(from));
  await typeDate(page, again.getByLabel('Fechamento de'), '10/10/2026');
  await typeDate(page, again.getByLabel('Fechamento até'), '01/01/2020');
  await expect(again.getByLabel('Fechamento até')).toHaveAccessibleDescription(
    'Data final anterior à inicial',
  );
  await expect(again.getByRole('button', { name: 'Aplicar' })).toBeDisabled();

  await again.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(again).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/chamados$/);
  await expect(tab(page, 'Aberto')).toHaveAttribute('aria-selected', 'true');
  await expect(filtersButton(page)).toHaveAccessibleName('Filtros');
  await expectPage(page, token, `status=EM_ABERTO&${NEWEST_FIRST}`);
});

test('the columns show code, title linking to the details with its customer and setor under it, status, assignee avatars and days in pt-BR', async ({
  page,
}) => {
  await openTicketList(page, '/dashboard/chamados?tab=TODOS');
  const token = await apiLogin(page);
  const { items } = await apiTickets(page, token, NEWEST_FIRST);
  await expectCodes(page, items.map(codeOf));
  expect(items.some(isOverdue)).toBe(true);
  await expect(page.getByRole('table', { name: 'Chamados' }).getByRole('columnheader')).toHaveText([
    'Código',
    'Título',
    'Situação',
    'Responsáveis',
    'Abertura',
    'Previsão',
  ]);
  // The title, and under it its customer and sector (the room goes to the title: issue 34).
  expect(await columnTexts(page, 'Título')).toEqual(
    items.map((ticket) => `${ticket.titulo}${ticket.empresa?.nome ?? '—'} · ${SETOR_LABELS[ticket.setor]}`),
  );
  expect(await columnTexts(page, 'Situação')).toEqual(items.map((ticket) => STATUS_LABELS[ticket.status]));
  // The opening day, then how long ago ('há 3 dias'); the days' time is in their title.
  const day = (iso: string | null) => shownDateTime(iso).slice(0, 'dd/MM/yyyy'.length);
  const opened = await columnTexts(page, 'Abertura');
  expect(opened.map((text) => text.replace(/ há .*$/, ''))).toEqual(
    items.map((ticket) => day(ticket.createdAt)),
  );
  for (const text of opened)
    expect(text).toMatch(/ há (\d+ (minutos?|horas?|dias?|mês|meses|anos?)|menos de um minuto)$/);
  await expect(bodyRows(page).first().locator('td').nth(4).locator('time').first()).toHaveAttribute(
    'title',
    shownDateTime(items[0].createdAt),
  );
  expect(await columnTexts(page, 'Previsão')).toEqual(
    items.map(
      (ticket) => `${isOverdue(ticket) ? 'Atrasado: ' : ''}${day(ticket.dataPrevisaoConclusao) || '—'}`,
    ),
  );

  for (const [index, ticket] of items.entries()) {
    const row = bodyRows(page).nth(index);
    await expect(row.getByRole('link', { name: ticket.titulo })).toHaveAttribute(
      'href',
      detailsPath(ticket.id),
    );
    const names = ticket.responsaveis.map((responsavel) => responsavel.usuario.nome);
    await expect(row.getByRole('img')).toHaveCount(names.length);
    for (const name of names) await expect(row.getByRole('img', { name, exact: true })).toBeVisible();
  }

  await bodyRows(page).first().getByRole('link').click();
  await expect(page).toHaveURL(detailsPath(items[0].id));
  await expect(page.getByRole('heading', { level: 2, name: items[0].titulo })).toBeVisible();
});

test("triage: the view 'Meus' and a customer narrow the rows and the counts, the customer shows as a removable chip, and 'Limpar filtros' ends them", async ({
  page,
}) => {
  await openTicketList(page, '/dashboard/chamados?tab=TODOS');
  const token = await apiLogin(page);
  const all = await apiCounts(page, token);
  await expect(tab(page, 'Todos')).toHaveText(`Todos ${all.total}`);
  await expect(tab(page, 'Aberto')).toHaveText(`Aberto ${all.porStatus.EM_ABERTO}`);

  const mineView = page
    .getByRole('tablist', { name: 'Visões da fila' })
    .getByRole('tab', { name: /^Meus( \d+)?$/ });
  await expect(mineView).toHaveText(`Meus ${all.visoes.meus}`);
  await mineView.click();
  await expect(mineView).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=MEUS$/);
  const notClosed = Object.keys(STATUS_LABELS)
    .filter((status) => status !== 'FECHADO')
    .map((status) => `status=${status}`)
    .join('&');
  const mineQuery = `${NEWEST_FIRST}&responsavelUsuarioId=${ADMIN.id}&${notClosed}`;
  await expectPage(page, token, mineQuery);

  // A customer of the admin's tickets, chosen in the drawer.
  const customer = (await apiTickets(page, token, mineQuery)).items[0].empresa!;
  const drawer = await openFilters(page);
  const listbox = await openPicker(page, drawer.getByLabel('Cliente', { exact: true }));
  await page.getByPlaceholder('Pesquisar').last().fill(customer.nome);
  await listbox.getByRole('option', { name: customer.nome, exact: true }).click();
  await drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`\\?tab=MEUS&empresaId=${customer.id}$`));
  await expectPage(page, token, `${mineQuery}&empresaId=${customer.id}`);
  // Each row names the customer under its title ('… ALMEIDA TRANSPORTES LTDA · Suporte').
  for (const text of await columnTexts(page, 'Título')) expect(text).toContain(`${customer.nome} · `);
  const chips = page.getByRole('group', { name: 'Filtros aplicados' });
  await expect(chips.getByRole('listitem')).toHaveText([`Cliente: ${customer.nome}`]);
  const theirs = await apiCounts(page, token, `empresaId=${customer.id}`);
  await expect(mineView).toHaveText(`Meus ${theirs.visoes.meus}`);
  await expect(tab(page, 'Todos')).toHaveText(`Todos ${theirs.total}`);

  await chips.getByRole('button', { name: 'Limpar filtros' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chamados$/);
  await expect(tab(page, 'Aberto')).toHaveAttribute('aria-selected', 'true');
  await expect(mineView).toHaveAttribute('aria-selected', 'false');
  await expect(chips).toHaveCount(0);
});

test("the status tabs never clip: those that do not fit are one click away in 'Mais', and the arrow keys reach every tab", async ({
  page,
}) => {
  for (const width of [1366, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await openTicketList(page);
    const row = page.getByRole('tablist', { name: 'Situação dos chamados' });
    const rowBox = (await row.boundingBox())!;
    for (const shown of await row.getByRole('tab').all()) {
      const box = (await shown.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(rowBox.x + rowBox.width + 1);
    }
    // 'Aguardando resposta do suporte' is the view 'Aguardando suporte': seven status tabs.
    const hiddenCount = 7 - (await row.getByRole('tab').count());
    if (hiddenCount > 0)
      await expect(
        page.getByRole('button', { name: new RegExp(`^Mais ${hiddenCount} situaç`) }),
      ).toBeVisible();
    await selectTab(page, 'Todos');
    await expect(page).toHaveURL(/\?tab=TODOS$/);
    await tab(page, 'Todos').press('Home');
    await expect(tab(page, 'Aberto')).toBeFocused();
    await page.keyboard.press('End');
    await expect(tab(page, 'Todos')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Fechado')).toBeFocused();
    await expect(tab(page, 'Fechado')).toHaveAttribute('aria-selected', 'true');
  }
});

test('opens a ticket from the list: required fields, title limits, rich text, four attachments (a refused type and a duplicate dropped), once on a double click', async ({
  page,
}) => {
  await openTicketList(page);
  const token = await apiLogin(page);
  const before = (await apiTickets(page, token, NEWEST_FIRST)).totalItens;

  await page.getByRole('button', { name: 'Novo chamado' }).click();
  const drawer = page.getByRole('dialog', { name: 'Novo chamado' });
  const description = drawer.getByRole('textbox', { name: 'Descrição' });
  await expect(description).toBeVisible();
  await expect(drawer.getByLabel(/^Setor/)).toBeFocused();
  const submit = drawer.getByRole('button', { name: 'Abrir chamado' });
  await submit.click();
  await expect(drawer.getByText('Campo obrigatório')).toHaveCount(3);

  const title = drawer.getByLabel(/^Título/);
  await title.fill('Curto demais.');
  await expect(drawer.getByText('Mínimo 15 caracteres')).toBeVisible();
  const long = 'CT-e rejeitado '.repeat(21);
  await title.fill(long);
  await expect(drawer.getByText('Máximo 300 caracteres')).toBeVisible();
  await expect(title).toHaveValue(long);
  await expect(drawer.getByText('315/300')).toBeVisible();
  const titulo = 'Lote de CT-e recusado com anexos do motorista';
  await title.fill(titulo);
  await expect(drawer.getByText('Máximo 300 caracteres')).toBeHidden();

  await drawer.getByRole('button', { name: 'Selecione' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Financeiro' }).click();
  await page.keyboard.press('Tab');
  await typeRichText(page, description, 'O lote foi recusado pela SEFAZ às 10h.');

  const files = [
    pngFile('captura.png'),
    pdfFile('relatorio.pdf'),
    wavFile('ligacao.wav'),
    mp4File('gravacao-tela.mp4'),
  ];
  const input = drawer.getByLabel(/^Anexos/);
  await input.setInputFiles(files);
  const list = drawer.getByRole('list', { name: 'Arquivos anexados' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await input.setInputFiles([textFile('instalador.exe', 'MZ', 'application/x-msdownload')]);
  await expect(drawer.getByRole('alert')).toContainText('Tipo de arquivo não permitido: instalador.exe');
  await input.setInputFiles([pngFile('captura.png')]);
  await expect(page.getByText('Arquivo já anexado: captura.png')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText(
    files.map((file) => new RegExp(file.name.replace('.', '\\.'))),
  );

  await submit.dblclick();
  const toast = page.getByText(/^Chamado #\d+ aberto com sucesso$/);
  await expect(toast).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/dashboard\/chamados\/\d+\/detalhes$/);
  await expect(page.getByRole('heading', { level: 2, name: titulo })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Descrição' })).toContainText(
    'O lote foi recusado pela SEFAZ às 10h.',
  );
  const attachments = page
    .getByRole('region', { name: 'Descrição' })
    .getByRole('list', { name: 'Arquivos anexados' });
  for (const file of files)
    await expect(attachments.getByRole('button', { name: `Visualizar ${file.name}` })).toBeVisible();

  const id = Number(page.url().split('/').at(-2));
  const created = await apiTickets(page, token, `${NEWEST_FIRST}&filtros=${encodeURIComponent(titulo)}`);
  expect(created.items.map((ticket) => ticket.id)).toEqual([id]);
  expect((await apiTickets(page, token, NEWEST_FIRST)).totalItens).toBe(before + 1);
  await expect(toast).toHaveText(`Chamado ${codeOf(created.items[0])} aberto com sucesso`);
  const saved = await apiTicket(page, token, id);
  expect(saved).toMatchObject({ setor: 'FINANCEIRO', status: 'EM_ABERTO', titulo });
  expect(saved.anexos.map(({ nome, tipo, tamanho }) => [nome, tipo, tamanho])).toEqual(
    files.map((file) => [file.name, file.mimeType, file.buffer.length]),
  );
});
