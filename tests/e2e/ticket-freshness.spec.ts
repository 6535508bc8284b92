import type { Page } from '@playwright/test';
import type { ChamadoInput } from '../../generated/api/model';
import { expect, test } from './test';
import { apiLogin, apiUpload, waitForMockApi } from './support';
import {
  apiTickets,
  bodyRows,
  codeOf,
  columnTexts,
  commentForm,
  commentItem,
  findTicket,
  openTicketDetails,
  openTicketList,
  range,
  selectTab,
  statusTab,
  thread,
  typeRichText,
  type Ticket,
} from './tickets-support';

/**
 * Fresh tickets (issue 22) in Chromium: an open list and an open ticket ask again by themselves while the
 * page is visible (30 s and 15 s), and what the user is doing stays as it is; a ticket's age follows the
 * minutes. The page's clock is Playwright's (installed before the page loads), so the waits are run
 * through rather than waited out; the mock API answers from inside the page, on the same clock.
 */

test.describe.configure({ timeout: 60_000 });

const LIST_REFRESH_MS = 30_000;
const TICKET_REFRESH_MS = 15_000;

type MockControls = {
  retaguardaMock: { customerComment: (ticketId: number, comentario?: string) => Promise<unknown> };
};

/** A ticket opened through the API by another member of the staff (not through this page). */
async function openTicketThroughApi(page: Page, titulo: string): Promise<Ticket> {
  const token = await apiLogin(page, 'suporte@retaguarda.dev');
  const { status, body } = await apiUpload<Ticket, ChamadoInput>(page, '/v1/chamados', token, {
    setor: 'FINANCEIRO',
    titulo,
    descricao: '<p>Aberto por outra pessoa da equipe.</p>',
  });
  expect(status).toBe(201);
  return body;
}

test('a ticket opened through the API shows in an open list by itself: the tab, the page, the focus and the URL stay', async ({
  page,
}) => {
  await page.clock.install();
  await openTicketList(page, '/dashboard/chamados');
  await selectTab(page, 'Todos');
  const token = await apiLogin(page);
  const before = await apiTickets(page, token, 'ordenacao=createdAt,desc&limitePagina=10');
  await expect.poll(() => columnTexts(page, 'Código')).toEqual(before.items.map(codeOf));
  const url = page.url();
  // The user is on the second row's title (a keyboard user reading the list).
  const focused = bodyRows(page).nth(1).getByRole('link');
  await focused.focus();
  const focusedTitle = before.items[1].titulo;

  const ticket = await openTicketThroughApi(page, 'Fatura de outubro emitida em duplicidade');
  await page.clock.runFor(LIST_REFRESH_MS - 1000);
  await expect(bodyRows(page).first()).not.toContainText(ticket.titulo);
  await page.clock.runFor(1000);

  await expect(bodyRows(page).first()).toContainText(ticket.titulo);
  await expect(bodyRows(page).first()).toContainText(codeOf(ticket));
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(range(page)).toHaveText(`1–10 de ${before.totalItens + 1}`);
  await expect(statusTab(page, 'Todos')).toHaveAttribute('aria-selected', 'true');
  await expect(statusTab(page, 'Todos')).toContainText(String(before.totalItens + 1));
  expect(page.url()).toBe(url);
  // The same link keeps the focus, now on the third row.
  await expect(page.locator(':focus')).toHaveText(focusedTitle);
  await expect(bodyRows(page).nth(2).getByRole('link')).toBeFocused();
  await expect(page.getByRole('table', { name: 'Chamados' })).toHaveAttribute('aria-busy', 'false');

  // Its age follows the minutes while the page is open (it is read at each turn of the minute: up to a
  // minute late).
  // The row's opening shows its day and, under it, its age: the age is the `time` that follows the minutes.
  const age = bodyRows(page).first().locator('time.ticket-age');
  await expect(age).toHaveText('há menos de um minuto');
  await page.clock.runFor(2 * 60_000);
  await expect(age).toHaveText(/^há (1 minuto|2 minutos)$/);
});

test('on the second page, a refresh keeps the page: what page 1 no longer holds moves down to it', async ({
  page,
}) => {
  await page.clock.install();
  const path = '/dashboard/chamados?tab=TODOS&pagina=2';
  await openTicketList(page, path);
  const token = await apiLogin(page);
  const query = 'ordenacao=createdAt,desc&limitePagina=10&pagina=2';
  const before = await apiTickets(page, token, query);
  await expect.poll(() => columnTexts(page, 'Código')).toEqual(before.items.map(codeOf));

  await openTicketThroughApi(page, 'Cobrança do plano com valor divergente');
  const after = await apiTickets(page, token, query);
  await page.clock.runFor(LIST_REFRESH_MS);
  await expect.poll(() => columnTexts(page, 'Código')).toEqual(after.items.map(codeOf));
  await expect(range(page)).toHaveText(`11–20 de ${before.totalItens + 1}`);
  expect(new URL(page.url()).search).toBe('?tab=TODOS&pagina=2');
});

test("a customer's comment shows in an open ticket while a comment is being written: its text and caret stay", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await waitForMockApi(page);
  const token = await apiLogin(page);
  const ticket = await findTicket(
    page,
    token,
    'open, of a customer, without comments',
    (t) => t.status === 'EM_ABERTO' && t.empresa !== null && t.comentarios.length === 0,
  );
  await openTicketDetails(page, ticket);

  const editor = commentForm(page).getByRole('textbox', { name: 'Comentário' });
  await typeRichText(page, editor, 'Estamos verificando o lote');
  // The caret goes back before 'verificando': the reply is being edited, not only typed at its end.
  for (let index = 0; index < 'verificando o lote'.length; index++) await page.keyboard.press('ArrowLeft');

  const reply = 'Alguma previsão? Temos cargas paradas.';
  await page.evaluate(
    ([id, text]) => (window as unknown as MockControls).retaguardaMock.customerComment(id, `<p>${text}</p>`),
    [ticket.id, reply] as const,
  );
  await page.clock.runFor(TICKET_REFRESH_MS);

  await expect(commentItem(page, reply)).toBeVisible();
  await expect(commentItem(page, reply)).toContainText('Cliente');
  await expect(thread(page).getByRole('heading', { level: 2 })).toContainText('(1)');
  await expect(editor).toHaveText('Estamos verificando o lote');
  await expect(editor).toBeFocused();
  await page.keyboard.type('já ');
  await expect(editor).toHaveText('Estamos já verificando o lote');
});
