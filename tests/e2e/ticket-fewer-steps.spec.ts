import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import {
  apiTicket,
  commentForm,
  commentItem,
  detailsPath,
  headerStatus,
  momentsInPage,
  openDialog,
  openSeeded,
  STATUS_LABELS,
  thread,
  typeRichText,
  type Ticket,
} from './tickets-support';

/**
 * A ticket in fewer steps (issue 34): the status changed from a menu in the header (two actions), a
 * reply that also sets 'Aguardando resposta do cliente', one number for the ticket (its code), the reply
 * draft kept across a reload, a past due date kept as typed with its message, and on a phone the actions
 * in one compact bar with the description on the first screen.
 */

test.describe.configure({ timeout: 60_000 });

const isOpen = (ticket: Ticket) => ticket.status !== 'FECHADO';
const statusButton = (page: Page): Locator =>
  page.getByRole('button', { name: /^Situação: .+\. Alterar situação$/ });

test('the status changes in two actions: a click on the status in the header, a click on the new one', async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(page, 'in analysis', (t) => t.status === 'EM_ANALISE');
  const status = statusButton(page);
  await expect(status).toHaveAccessibleName('Situação: Em análise. Alterar situação');

  await status.click();
  const menu = page.getByRole('menu', { name: 'Alterar situação para' });
  await expect(menu.getByRole('menuitem')).toHaveText([
    'A desenvolver',
    'Em andamento',
    'Aguardando resposta do cliente',
    'Aguardando resposta do suporte',
    'Alterar com comentário…',
    'Fechar chamado…',
  ]);
  await menu.getByRole('menuitem', { name: 'Em andamento' }).click();

  await expect(page.getByText('Status alterado com sucesso')).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(headerStatus(page)).toHaveText('Em andamento');
  await expect(status).toBeFocused();
  expect(await apiTicket(page, token, ticket.id)).toMatchObject({
    status: 'EM_ANDAMENTO',
    comentarios: ticket.comentarios,
  });
});

test('the status menu from the keyboard: Enter opens it on its first item, arrows move, Escape closes it, Enter picks', async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(page, 'open', (t) => t.status === 'EM_ABERTO');
  const status = statusButton(page);
  await status.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Alterar situação para' });
  await expect(menu.getByRole('menuitem', { name: 'Em análise' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'A desenvolver' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Fechar chamado…' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(status).toBeFocused();
  expect((await apiTicket(page, token, ticket.id)).status).toBe('EM_ABERTO');

  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem', { name: 'Em análise' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(headerStatus(page)).toHaveText('Em análise');
  expect((await apiTicket(page, token, ticket.id)).status).toBe('EM_ANALISE');
});

test("'Responder e aguardar cliente' sends the reply and sets 'Aguardando resposta do cliente' at once, one toast, even on a double click", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(
    page,
    'open, not waiting on the customer',
    (t) => isOpen(t) && t.status !== 'AGUARDANDO_RESPOSTA_CLIENTE',
  );
  const form = commentForm(page);
  await typeRichText(
    page,
    form.getByRole('textbox', { name: 'Comentário' }),
    'Pode reenviar o XML do CT-e rejeitado?',
  );
  await form.getByRole('button', { name: 'Responder e aguardar cliente' }).dblclick();

  await expect(commentItem(page, 'Pode reenviar o XML do CT-e rejeitado?')).toHaveCount(1);
  await expect(headerStatus(page)).toHaveText(STATUS_LABELS.AGUARDANDO_RESPOSTA_CLIENTE);
  await expect(page.getByText('Status alterado com sucesso')).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toHaveText('');
  await expect(form.getByRole('button', { name: 'Responder e aguardar cliente' })).toHaveCount(0);
  const saved = await apiTicket(page, token, ticket.id);
  expect(saved.status).toBe('AGUARDANDO_RESPOSTA_CLIENTE');
  expect(saved.comentarios).toHaveLength(ticket.comentarios.length + 1);
  expect(saved.comentarios.at(-1)).toMatchObject({ privado: false });
});

test('the reply draft survives a reload of the page, is kept in this tab only (sessionStorage), and goes once sent', async ({
  page,
}) => {
  const { ticket } = await openSeeded(page, 'open', isOpen);
  // The leave guard still asks before a reload with a reply written: the test answers yes.
  page.on('dialog', (dialog) => void dialog.accept());
  const form = commentForm(page);
  await typeRichText(
    page,
    form.getByRole('textbox', { name: 'Comentário' }),
    'Rascunho que sobrevive ao recarregar',
  );
  await form.getByRole('checkbox', { name: 'Comentário privado' }).check();

  await page.reload();
  const editor = commentForm(page).getByRole('textbox', { name: 'Comentário' });
  await expect(editor).toHaveText('Rascunho que sobrevive ao recarregar');
  await expect(commentForm(page).getByRole('checkbox', { name: 'Comentário privado' })).toBeChecked();
  await expect(commentForm(page).getByText('Rascunho recuperado')).toBeVisible();
  const stored = await page.evaluate(() => ({
    session: Object.keys(sessionStorage).filter((key) => key.startsWith('retaguarda:rascunho-chamado:')),
    local: Object.keys(localStorage).filter((key) => key.includes('rascunho')),
  }));
  expect(stored).toEqual({ session: [`retaguarda:rascunho-chamado:1:${ticket.id}`], local: [] });

  await commentForm(page).getByRole('button', { name: 'Comentar' }).click();
  await expect(commentItem(page, 'Rascunho que sobrevive ao recarregar')).toBeVisible();
  await expect(editor).toHaveText('');
  await page.reload();
  await expect(thread(page)).toBeVisible();
  await expect(commentForm(page).getByRole('textbox', { name: 'Comentário' })).toHaveText('');
  await expect(commentForm(page).getByText('Rascunho recuperado')).toHaveCount(0);
});

test("one number for the ticket: the breadcrumb, the heading and the tab's title say its code; the address keeps its id", async ({
  page,
}) => {
  const { ticket } = await openSeeded(page, 'whose id is not its code', (t) => t.id !== t.codigoSequencial);
  const code = `#${ticket.codigoSequencial}`;
  expect(new URL(page.url()).pathname).toBe(detailsPath(ticket.id));
  await expect(page.getByRole('heading', { level: 2, name: ticket.titulo })).toHaveText(
    `${code} ${ticket.titulo}`,
  );
  await expect(page).toHaveTitle(`Chamado ${code} · Retaguarda`);
  const trail = page.getByRole('navigation', { name: 'Trilha de navegação' });
  await expect(trail.getByRole('listitem')).toHaveText(['Início', '›Chamados', `›Chamado ${code}`]);
  await expect(trail.locator('[aria-current="page"]')).toHaveText(`Chamado ${code}`);
  await expect(trail).not.toHaveText(new RegExp(`#${ticket.id}(?!\\d)`));
});

test("'Alterar previsão': a past moment stays as typed with 'Não pode ser anterior a data atual', never 'Campo obrigatório'", async ({
  page,
}) => {
  await openSeeded(page, 'open', isOpen);
  const dialog = await openDialog(
    page,
    'Alterar previsão',
    'Alterar previsão de conclusão',
    'Nova previsão de conclusão',
  );
  const input = dialog.getByLabel('Nova previsão de conclusão', { exact: true });
  const moments = await momentsInPage(page);

  await input.fill('');
  await input.pressSequentially(moments.yesterday);
  await dialog.getByRole('heading', { name: 'Alterar previsão de conclusão' }).click();
  await expect(input).toHaveValue(moments.yesterday);
  await expect(dialog.getByText('Não pode ser anterior a data atual')).toBeVisible();
  await expect(dialog.getByText('Campo obrigatório')).toHaveCount(0);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  // Corrected in place: the future moment is taken.
  await input.fill('');
  await input.pressSequentially(moments.future);
  await expect(dialog.getByText('Não pode ser anterior a data atual')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeEnabled();
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the ticket's actions are one compact bar and its description starts on the first screen, without scrolling", async ({
    page,
  }) => {
    await openSeeded(
      page,
      'open, with a due date, a customer and two assignees',
      (t) =>
        isOpen(t) && t.dataPrevisaoConclusao !== null && t.empresa !== null && t.responsaveis.length >= 2,
    );
    const actions = page.getByRole('group', { name: 'Ações do chamado' });
    const buttons = actions.getByRole('button');
    await expect(buttons).toHaveCount(4);
    // Named by their words, shown as icons beside 'Responder': one row.
    await expect(actions.getByRole('button', { name: 'Alterar previsão' })).toBeVisible();
    const boxes = await buttons.evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
    expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
    expect(Math.max(...boxes.map((box) => box.height))).toBeLessThanOrEqual(44);

    const description = page.getByRole('region', { name: 'Descrição' });
    const text = description.locator('.ticket-description__text > *').first();
    await expect(text).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Above the bottom navigation bar, which covers the bottom of the screen.
    const navTop = await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .evaluate((nav) => nav.getBoundingClientRect().top);
    const textBox = await text.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(textBox.top).toBeGreaterThan(0);
    expect(textBox.top + 20).toBeLessThanOrEqual(navTop);
    // Nothing runs off the side.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
