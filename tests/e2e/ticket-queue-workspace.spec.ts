import type { Locator, Page } from '@playwright/test';
import type { ChamadoInput, ComentarioInput, FechaChamadoInput } from '../../generated/api/model';
import { expect, test } from './test';
import { apiCall, apiLogin, apiUpload, signInAs } from './support';
import { axe, describeViolations } from './a11y/axe';
import { findLayoutProblems } from './visual/layout-checks';
import {
  ADMIN,
  apiTickets,
  bodyRows,
  detailsPath,
  LIST_PATH,
  openTicketList,
  statusTab,
  ticketTable,
  type TicketPage,
} from './tickets-support';

/**
 * The queue as a workspace (issue 34): the list kept as it was on the way back from a ticket (its scroll,
 * the ticket seen marked), 'Próximo' / 'Anterior' through the queue as it was filtered and ordered, the
 * j/k cursor and Enter, the whole row opening its ticket, and the search across statuses.
 */

test.describe.configure({ timeout: 120_000 });

/** The row (a table row, or a card on a phone) of a ticket, by its link. */
const rowOf = (page: Page, id: number): Locator =>
  page.locator('tr, li').filter({ has: page.locator(`a[href="${detailsPath(id)}"]`) });
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const queueNav = (page: Page) => page.getByRole('navigation', { name: 'Fila de chamados' });
/**
 * The list's rows answer clicks and keys once its workspace is on (loaded after the list's first paint,
 * the first time): its box says so.
 */
async function openQueue(page: Page, path: string = LIST_PATH): Promise<void> {
  await openTicketList(page, path);
  await expect(page.locator('[data-queue-workspace]')).toHaveCount(1);
}
const ticketHeading = (page: Page, title: string) => page.getByRole('heading', { level: 2, name: title });

/** Every ticket in the list's default order (newest first), as the 'Todos' tab of 50 a page shows them. */
async function allNewestFirst(page: Page, token: string): Promise<TicketPage> {
  return apiTickets(page, token, 'pagina=1&limitePagina=50&ordenacao=createdAt,desc');
}

/** The ticket whose row is nearest the middle of the screen (scrolled `y` down). */
async function ticketAtMiddle(page: Page): Promise<number> {
  const href = await page.evaluate(() => {
    const middle = window.innerHeight / 2;
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/dashboard/chamados/"]')];
    const near = links
      .map((link) => ({ link, distance: Math.abs(link.getBoundingClientRect().top - middle) }))
      .sort((a, b) => a.distance - b.distance)[0];
    return near.link.getAttribute('href');
  });
  return Number(/\/(\d+)\/detalhes$/.exec(href ?? '')![1]);
}

for (const { width, height } of [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${width} px, back from a ticket the list is where it was, scrolled 1500 px down, with the ticket seen marked`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const list = `${LIST_PATH}?tab=TODOS&limite=50`;
    // A table on a wide screen, cards on a phone: the rows are what holds a ticket's link.
    await signInAs(page, ADMIN.email, list);
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[data-queue-workspace]')).toHaveCount(1, { timeout: 20_000 });
    const token = await apiLogin(page);
    const { items } = await allNewestFirst(page, token);
    await expect(page.locator(`a[href^="${LIST_PATH}/"]`)).toHaveCount(items.length);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => scrollY(page)).toBe(1500);
    const id = await ticketAtMiddle(page);
    const ticket = items.find((item) => item.id === id)!;
    await expect(rowOf(page, id)).not.toHaveAttribute('aria-current');

    // Back by the page's own way back: the list's address, its scroll, and the row of the ticket seen marked.
    await rowOf(page, id).getByRole('link', { name: ticket.titulo }).click();
    await expect(ticketHeading(page, ticket.titulo)).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.getByRole('link', { name: 'Voltar para chamados' }).click();
    await expect(page).toHaveURL(list);
    await expect.poll(() => scrollY(page)).toBe(1500);
    await expect(rowOf(page, id)).toHaveAttribute('aria-current', 'true');
    await expect(rowOf(page, id)).toHaveAccessibleDescription('Último chamado aberto');
    await expect(rowOf(page, id)).toBeInViewport();

    // The browser's back, and the breadcrumb, do the same.
    await rowOf(page, id).getByRole('link', { name: ticket.titulo }).click();
    await expect(ticketHeading(page, ticket.titulo)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(list);
    await expect.poll(() => scrollY(page)).toBe(1500);
    await expect(rowOf(page, id)).toHaveAttribute('aria-current', 'true');

    const other = items[items.indexOf(ticket) + 1];
    await rowOf(page, other.id).getByRole('link', { name: other.titulo }).click();
    await expect(ticketHeading(page, other.titulo)).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Trilha de navegação' })
      .getByRole('link', { name: 'Chamados' })
      .click();
    await expect(page).toHaveURL(list);
    await expect.poll(() => scrollY(page)).toBe(1500);
    // Only the ticket seen last is marked.
    await expect(rowOf(page, other.id)).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[aria-current="true"]').filter({ has: page.locator('a') })).toHaveCount(1);
  });
}

test("'Próximo' and 'Anterior' walk the queue as it was filtered and ordered, into the next page, and back to that page", async ({
  page,
}) => {
  const list = `${LIST_PATH}?tab=TODOS&setor=SUPORTE&ordem=titulo,asc`;
  await openQueue(page, list);
  const token = await apiLogin(page);
  const query = 'setor=SUPORTE&ordenacao=titulo,asc&limitePagina=100&pagina=1';
  const queue = (await apiTickets(page, token, query)).items;
  expect(queue.length, 'the seed has more than a page of SUPORTE tickets').toBeGreaterThan(11);
  const [ninth, tenth, eleventh] = queue.slice(8, 11);

  await rowOf(page, ninth.id).getByRole('link', { name: ninth.titulo }).click();
  await expect(ticketHeading(page, ninth.titulo)).toBeVisible();
  await expect(queueNav(page)).toContainText(`9 de ${queue.length}`);
  await queueNav(page).getByRole('button', { name: 'Próximo' }).click();
  await expect(ticketHeading(page, tenth.titulo)).toBeVisible();
  await expect(page).toHaveURL(detailsPath(tenth.id));
  // Past the page's last ticket: the query's next page.
  await queueNav(page).getByRole('button', { name: 'Próximo' }).click();
  await expect(ticketHeading(page, eleventh.titulo)).toBeVisible();
  await expect(queueNav(page)).toContainText(`11 de ${queue.length}`);
  await queueNav(page).getByRole('button', { name: 'Anterior' }).click();
  await expect(ticketHeading(page, tenth.titulo)).toBeVisible();
  await queueNav(page).getByRole('button', { name: 'Próximo' }).click();
  await expect(ticketHeading(page, eleventh.titulo)).toBeVisible();

  // 'Voltar para chamados' opens the page of the ticket shown, the same query, its row marked.
  await page.getByRole('link', { name: 'Voltar para chamados' }).click();
  await expect(page).toHaveURL(/\/dashboard\/chamados\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toEqual({
    tab: 'TODOS',
    setor: 'SUPORTE',
    ordem: 'titulo,asc',
    pagina: '2',
  });
  await expect(rowOf(page, eleventh.id)).toHaveAttribute('aria-current', 'true');
  await expect(rowOf(page, eleventh.id)).toBeInViewport();
});

test("at the queue's ends the move is disabled and says why; 'j'/'k' walk it too, never while typing; a ticket opened directly has no queue", async ({
  page,
}) => {
  const list = `${LIST_PATH}?tab=TODOS&setor=FINANCEIRO&ordem=codigoSequencial,asc&limite=25`;
  await openQueue(page, list);
  const token = await apiLogin(page);
  const queue = (
    await apiTickets(page, token, 'setor=FINANCEIRO&ordenacao=codigoSequencial,asc&limitePagina=100&pagina=1')
  ).items;
  expect(queue.length).toBeGreaterThan(2);
  expect(queue.length, 'one page of 25 holds the queue').toBeLessThanOrEqual(25);
  const [first, second] = queue;
  const last = queue[queue.length - 1];

  await rowOf(page, first.id).getByRole('link', { name: first.titulo }).click();
  await expect(ticketHeading(page, first.titulo)).toBeVisible();
  const previous = queueNav(page).getByRole('button', { name: 'Anterior' });
  await expect(previous).toBeDisabled();
  await expect(previous).toHaveAttribute('title', 'Este é o primeiro chamado da fila');
  await page.keyboard.press('j');
  await expect(ticketHeading(page, second.titulo)).toBeVisible();
  await page.keyboard.press('k');
  await expect(ticketHeading(page, first.titulo)).toBeVisible();

  // Typed in the reply box, 'j' is a letter.
  const editor = page
    .getByRole('region', { name: 'Novo comentário' })
    .getByRole('textbox', { name: 'Comentário' });
  await editor.click();
  await page.keyboard.type('jk');
  await expect(editor).toHaveText('jk');
  await expect(ticketHeading(page, first.titulo)).toBeVisible();
  await expect(page).toHaveURL(detailsPath(first.id));

  await page.goto(list);
  await expect(page.locator('[data-queue-workspace]')).toHaveCount(1, { timeout: 20_000 });
  await rowOf(page, last.id).getByRole('link', { name: last.titulo }).click();
  await expect(ticketHeading(page, last.titulo)).toBeVisible();
  const next = queueNav(page).getByRole('button', { name: 'Próximo' });
  await expect(next).toBeDisabled();
  await expect(next).toHaveAttribute('title', 'Este é o último chamado da fila');

  // Opened by its address (a link shared, a new tab): no queue to walk.
  await page.goto(detailsPath(second.id));
  await expect(ticketHeading(page, second.titulo)).toBeVisible({ timeout: 20_000 });
  await expect(queueNav(page)).toHaveCount(0);
  await page.keyboard.press('j');
  await expect(page).toHaveURL(detailsPath(second.id));
});

test("'j' and 'k' move a cursor through the rows, Enter opens its ticket; typing in the search types", async ({
  page,
}) => {
  await openQueue(page);
  const token = await apiLogin(page);
  const { items } = await apiTickets(
    page,
    token,
    'status=EM_ABERTO&ordenacao=createdAt,desc&limitePagina=10&pagina=1',
  );
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(items.length);

  await page.keyboard.press('j');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('k');
  await expect(rows.nth(1)).toBeFocused();
  // The cursor is seen: the row's cells carry the focus ring (an inset outline in the primary colour).
  const ring = await rows
    .nth(1)
    .locator('td')
    .first()
    .evaluate((cell) => getComputedStyle(cell).boxShadow);
  expect(ring).toMatch(/inset/);

  await page.keyboard.press('Enter');
  await expect(ticketHeading(page, items[1].titulo)).toBeVisible();
  await page.goBack();
  await expect(rowOf(page, items[1].id)).toHaveAttribute('aria-current', 'true');
  // From the ticket seen, 'j' goes on to the next row.
  await page.keyboard.press('j');
  await expect(rowOf(page, items[2].id)).toBeFocused();

  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  await expect(search).toBeFocused();
  await page.keyboard.type('jk');
  await expect(search).toHaveValue('jk');
  await expect(search).toBeFocused();
});

test('a click anywhere on a row opens its ticket; Ctrl and the middle button open it in a new tab; selecting text selects', async ({
  page,
  context,
}) => {
  await openQueue(page);
  const token = await apiLogin(page);
  const { items } = await apiTickets(
    page,
    token,
    'status=EM_ABERTO&ordenacao=createdAt,desc&limitePagina=10&pagina=1',
  );
  const [first, second, third] = items;
  const headers = await ticketTable(page).getByRole('columnheader').allTextContents();
  /** A cell of a row by its column: the opening date's and the customer's hold no link nor control. */
  const cell = (id: number, header: string) => rowOf(page, id).locator('td').nth(headers.indexOf(header));
  const opened = 'Abertura';

  // The opening date's cell: no link there, the row opens.
  await cell(first.id, opened).click();
  await expect(ticketHeading(page, first.titulo)).toBeVisible();
  await expect(page).toHaveURL(detailsPath(first.id));
  // Opened from the row, the ticket knows its queue.
  await expect(queueNav(page)).toBeVisible();
  await page.goBack();
  await expect(rowOf(page, second.id)).toBeVisible();

  // Ctrl+click and a middle click: a new tab with the ticket, the list stays.
  const [viaCtrl] = await Promise.all([
    context.waitForEvent('page'),
    cell(second.id, opened).click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(viaCtrl).toHaveURL(new RegExp(`${detailsPath(second.id)}$`));
  await viaCtrl.close();
  const [viaMiddle] = await Promise.all([
    context.waitForEvent('page'),
    cell(third.id, opened).click({ button: 'middle' }),
  ]);
  await expect(viaMiddle).toHaveURL(new RegExp(`${detailsPath(third.id)}$`));
  await viaMiddle.close();
  await expect(page).toHaveURL(LIST_PATH);

  // A drag over the opening date selects it and opens nothing.
  const customer = cell(third.id, opened);
  const box = (await customer.boundingBox())!;
  await page.mouse.move(box.x + 8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 8, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  expect((await page.evaluate(() => window.getSelection()?.toString() ?? '')).trim()).not.toBe('');
  await expect(page).toHaveURL(LIST_PATH);
  await expect(rowOf(page, third.id)).toBeVisible();
});

test("the search covers descriptions and comments in every status: the tab's results, then where the others are", async ({
  page,
}) => {
  await signInAs(page, ADMIN.email, LIST_PATH);
  const token = await apiLogin(page);
  const empresaId = (await apiTickets(page, token, 'pagina=1&limitePagina=100')).items.find(
    (item) => item.empresa,
  )!.empresa!.id;
  /** A new ticket with `descricao`, closed when `close`. */
  async function ticket(titulo: string, descricao: string, close: boolean): Promise<number> {
    const { status, body } = await apiUpload<{ id: number }, ChamadoInput>(page, '/v1/chamados', token, {
      setor: 'SUPORTE',
      titulo,
      descricao,
      empresaId,
    });
    expect(status).toBe(201);
    if (close) {
      const closed = await apiCall<unknown, FechaChamadoInput>(
        page,
        `/v1/chamados/fecha-chamado/${body.id}`,
        {
          method: 'PUT',
          token,
          json: { solicitacaoResolvida: true },
        },
      );
      expect(closed.status).toBe(200);
    }
    return body.id;
  }
  async function comment(id: number, text: string) {
    const { status } = await apiUpload<unknown, ComentarioInput>(
      page,
      `/v1/chamados/comentario/${id}`,
      token,
      {
        comentario: `<p>${text}</p>`,
        privado: false,
      },
    );
    expect(status).toBeLessThan(300);
  }
  const open = await ticket(
    'Rejeição na emissão do MDF-e de Contagem',
    '<p>Lote com o <strong>ornitorrinco</strong> parado</p>',
    false,
  );
  // The word in a comment only, written before the ticket was closed.
  const closed = await ticket('Boleto de outubro pago em duplicidade', '<p>Pago duas vezes</p>', false);
  await comment(closed, 'O ornitorrinco pagou de novo');
  await apiCall<unknown, FechaChamadoInput>(page, `/v1/chamados/fecha-chamado/${closed}`, {
    method: 'PUT',
    token,
    json: { solicitacaoResolvida: true },
  });
  const onlyClosed = await ticket(
    'Certificado A1 vencido na filial de Betim',
    '<p>Renovação do quimerino</p>',
    true,
  );

  await page.goto(LIST_PATH);
  await expect(page.locator('[data-queue-workspace]')).toHaveCount(1, { timeout: 20_000 });
  const search = page.getByRole('searchbox', { name: 'Pesquisar' });
  await search.fill('ornitorrinco');
  await expect(page).toHaveURL(/busca=ornitorrinco/);
  // The open tab's result first, then the line that says where the others are.
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, open)).toBeVisible();
  const elsewhere = page.getByRole('group', { name: 'Resultados da busca em outras situações' });
  await expect(elsewhere).toContainText('1 chamado em outras situações');
  await elsewhere.getByRole('button', { name: 'Fechado (1)' }).click();
  await expect(statusTab(page, 'Fechado')).toHaveAttribute('aria-selected', 'true');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, closed)).toBeVisible();
  await expect(page).toHaveURL(/busca=ornitorrinco/);

  // Nothing in the open tab: it says where they are instead of only 'Nenhum registro encontrado'.
  await statusTab(page, 'Aberto').click();
  await search.fill('quimerino');
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible();
  await expect(
    page.getByText('A busca “quimerino” não encontrou chamados nesta situação; encontrou 1 em outras:'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Ver em Todos' }).click();
  await expect(statusTab(page, 'Todos')).toHaveAttribute('aria-selected', 'true');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(rowOf(page, onlyClosed)).toBeVisible();
  await expect(page).toHaveURL(/busca=quimerino/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`in the ${colorScheme} theme the marked row, the cursor, the other statuses' line and the walk pass axe; a phone fits the walk`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    // A word of many tickets: several open ones, and others in other statuses.
    await openQueue(page, `${LIST_PATH}?busca=emissao`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
    await expect(page.getByRole('group', { name: 'Resultados da busca em outras situações' })).toBeVisible();
    const first = bodyRows(page).first();
    await first.locator('td').last().click();
    await expect(queueNav(page)).toBeVisible();
    await expect(queueNav(page).getByRole('button', { name: 'Anterior' })).toBeDisabled();
    const onTicket = await axe(page).analyze();
    expect(describeViolations(onTicket.violations), 'axe on the ticket with its queue').toBe('');

    await page.goBack();
    await expect(bodyRows(page).first()).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('j');
    await expect(bodyRows(page).nth(1)).toBeFocused();
    const onList = await axe(page).analyze();
    expect(describeViolations(onList.violations), 'axe on the list with a marked row and the cursor').toBe(
      '',
    );

    // On a phone the ticket's walk fits beside its way back: nothing cut, nothing wider than the screen.
    await page.keyboard.press('Enter');
    await expect(queueNav(page)).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(queueNav(page).getByRole('button', { name: 'Próximo' })).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(findLayoutProblems)).toEqual([]);
  });
}
