import type { Locator, Page } from '@playwright/test';
import { axe, describeViolations } from './a11y/axe';
import { expect, failedRequest, test } from './test';
import { apiCall, apiLogin, waitForMockApi } from './support';
import {
  ADMIN,
  apiTicket,
  findTicket,
  momentsInPage,
  openDialog,
  openSeeded,
  openTicketDetails,
  shownDateTime,
  STATUS_LABELS,
  thread,
  type Ticket,
} from './tickets-support';

/**
 * A ticket's history in its thread (issue 34, "fewer steps on a ticket"): every status, due-date,
 * assignee, closing and reopening change shows among the comments as a one-line event (who, from → to,
 * when), from the mock API's GET /v1/chamados/historico/{id}.
 */

test.describe.configure({ timeout: 60_000 });

interface HistoryEvent {
  tipo: string;
  createdAt: string;
  usuario: { nome: string };
  status?: { de: string; para: string };
}

async function apiHistory(page: Page, token: string, ticketId: number): Promise<HistoryEvent[]> {
  const { status, body } = await apiCall<HistoryEvent[]>(page, `/v1/chamados/historico/${ticketId}`, {
    token,
  });
  expect(status).toBe(200);
  return body;
}

const isOpen = (ticket: Ticket) => ticket.status !== 'FECHADO';
/** The thread's rows: its list's own items (a comment's attachments are list items too, inside it). */
const rows = (page: Page): Locator => thread(page).locator(':scope > ol > li');
/** The rows that are events: not a comment (an article). */
const events = (page: Page): Locator => rows(page).filter({ hasNot: page.getByRole('article') });
const lastRow = (page: Page): Locator => rows(page).last();

test("status in two actions (the header's status menu) with its event in the thread", async ({ page }) => {
  const { token, ticket } = await openSeeded(
    page,
    'in analysis, with comments',
    (t) => t.status === 'EM_ANALISE' && t.comentarios.length > 0,
  );
  // The seed's history is there: its last status change led the ticket to 'Em análise'.
  const seeded = (await apiHistory(page, token, ticket.id)).filter((event) => event.status).at(-1)!;
  await expect(events(page).filter({ hasText: `${seeded.usuario.nome} alterou a situação de` })).toHaveText(
    `${seeded.usuario.nome} alterou a situação de ${STATUS_LABELS[seeded.status!.de]} para Em análise · ${shownDateTime(seeded.createdAt)}`,
  );
  const before = await events(page).count();

  await page.getByRole('button', { name: 'Situação: Em análise. Alterar situação' }).click();
  await page
    .getByRole('menu', { name: 'Alterar situação para' })
    .getByRole('menuitem', { name: 'Em andamento' })
    .click();
  await expect(page.getByText('Status alterado com sucesso')).toBeVisible();

  // The newest row of the thread, after every comment: who, from → to, when.
  const changed = (await apiHistory(page, token, ticket.id)).at(-1)!;
  expect(changed).toMatchObject({
    tipo: 'STATUS',
    status: { de: 'EM_ANALISE', para: 'EM_ANDAMENTO' },
    usuario: { nome: ADMIN.nome },
  });
  const event = lastRow(page);
  await expect(event).toHaveText(
    `${ADMIN.nome} alterou a situação de Em análise para Em andamento · ${shownDateTime(changed.createdAt)}`,
  );
  await expect(events(page)).toHaveCount(before + 1);
  // The statuses as the app's status tags; the row is no comment and the count stays the comments'.
  await expect(event.locator('.ticket-status')).toHaveText(['Em análise', 'Em andamento']);
  await expect(event.getByRole('article')).toHaveCount(0);
  await expect(thread(page).getByRole('heading')).toHaveText(`Comentários (${ticket.comentarios.length})`);
  // It does not look like a comment: no card of its own.
  const comment = thread(page).getByRole('article').first();
  const background = (locator: Locator) =>
    locator.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(event)).not.toBe(await background(comment));

  // The thread with its events has no axe violations, light and dark.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    const { violations } = await axe(page, '.ticket-thread').analyze();
    expect(describeViolations(violations), `axe violations on the thread (${scheme})`).toBe('');
  }
});

test('a due date and an assignee change each show their event in the thread', async ({ page }) => {
  const { token, ticket } = await openSeeded(
    page,
    'open without a due date, with one assignee',
    (t) => isOpen(t) && t.dataPrevisaoConclusao === null && t.responsaveis.length === 1,
  );
  const moments = await momentsInPage(page);
  const dateDialog = await openDialog(
    page,
    'Alterar previsão',
    'Alterar previsão de conclusão',
    'Nova previsão de conclusão',
  );
  await dateDialog
    .getByLabel('Nova previsão de conclusão', { exact: true })
    .pressSequentially(moments.future);
  await dateDialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Data alterada com sucesso')).toBeVisible();
  const dated = (await apiHistory(page, token, ticket.id)).at(-1)!;
  expect(dated.tipo).toBe('PREVISAO');
  await expect(lastRow(page)).toHaveText(
    `${ADMIN.nome} definiu a previsão de conclusão para ${moments.future.replace(' ', ' - ')} · ${shownDateTime(dated.createdAt)}`,
  );

  const { body: users } = await apiCall<{ items: Array<{ id: number; nome: string; email: string }> }>(
    page,
    '/v1/usuarios?admin=true&situacao=UNLOCK&pagina=1&limitePagina=100&ordenacao=nome,asc',
    { token },
  );
  const current = ticket.responsaveis[0].usuario;
  const other = users.items.find(
    (user) => user.id !== current.id && user.id !== ADMIN.id && user.email !== 'root@retaguarda.dev',
  )!;
  const dialog = await openDialog(page, 'Responsáveis', 'Responsáveis');
  await expect(dialog.locator('.p-multiselect')).not.toHaveClass(/p-disabled/);
  await dialog.locator('.p-multiselect-trigger').click();
  await page.getByRole('listbox').getByRole('option').filter({ hasText: other.nome }).click();
  // Escape closes the list and leaves the drawer. Not a click on the heading: picking an option far down
  // the list scrolls the page behind the drawer (Playwright brings it into view), and the list, placed
  // on the page, may then lie over the heading.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Responsáveis alterado com sucesso')).toBeVisible();
  const assigned = (await apiHistory(page, token, ticket.id)).at(-1)!;
  expect(assigned.tipo).toBe('RESPONSAVEIS');
  await expect(lastRow(page)).toHaveText(
    `${ADMIN.nome} adicionou ${other.nome} aos responsáveis · ${shownDateTime(assigned.createdAt)}`,
  );
  // Both events stay, in the order they were made.
  await expect(events(page).filter({ hasText: ADMIN.nome }).last()).toHaveText(/adicionou/);
  expect((await apiTicket(page, token, ticket.id)).responsaveis).toHaveLength(2);
});

test("the comments show while the history fails, with a note and 'Tentar novamente' that brings its events", async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(503, 'the test makes the history call fail'));
  await page.goto('/');
  await waitForMockApi(page);
  const token = await apiLogin(page);
  const ticket = await findTicket(
    page,
    token,
    'open with comments',
    (t) => isOpen(t) && t.comentarios.length >= 2 && t.responsaveis.length > 0,
  );
  // Twice: the query asks once more before it gives up.
  await page.evaluate(() =>
    (
      window as unknown as { retaguardaMock: { addFailure: (failure: object) => void } }
    ).retaguardaMock.addFailure({
      method: 'GET',
      path: '/v1/chamados/historico/{id}',
      operationId: 'buscaHistoricoChamado',
      status: 503,
      times: 2,
    }),
  );
  await openTicketDetails(page, ticket);

  await expect(thread(page).getByRole('article')).toHaveCount(ticket.comentarios.length);
  const note = thread(page)
    .getByRole('status')
    .filter({ hasText: 'Não foi possível carregar o histórico de alterações.' });
  await expect(note).toBeVisible({ timeout: 15_000 });
  await expect(events(page)).toHaveCount(0);

  await note.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(note).toHaveCount(0);
  const history = await apiHistory(page, token, ticket.id);
  expect(history.length).toBeGreaterThan(0);
  await expect(events(page)).toHaveCount(history.length);
});
