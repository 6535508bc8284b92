import type { Locator, Page } from '@playwright/test';
import { signInAs } from '../deploy/support';
import { dismissToast } from '../e2e/support';
import {
  ADMIN,
  bodyRows,
  commentForm,
  commentItem,
  expectAssignees,
  fact,
  headerStatus,
  momentsInPage,
  openDialog,
  pngFile,
  sendComment,
  statusTab,
  thread,
  typeRichText,
} from '../e2e/tickets-support';
import { expect, test } from './fixtures';

/**
 * The support tickets walked as staff work them, through the production build and the validating proxy:
 * the queue with its counts, a new ticket with an attachment, its details and history, the attachment
 * opened, a comment sent and deleted, the status, the expected completion and the assignees changed, and
 * the ticket closed. One ticket of its own (the test's database), so every step sees what the last left.
 */

const TITLE = 'Lote de CT-e recusado com captura da tela de erro';
const ASSIGNEE = 'BRUNO HENRIQUE SOUZA';

/** The thread's rows that are events (not a comment): who changed what, from → to, when. */
const events = (page: Page): Locator =>
  thread(page)
    .locator(':scope > ol > li')
    .filter({ hasNot: page.getByRole('article') });

/**
 * Opens the header's status menu ('Situação: <current>. Alterar situação'). The page is scrolled up to it
 * first, as a user would, and the click repeated until the menu shows: the menu closes on any scroll, and
 * the page may still be settling from the last step's scroll when the first click lands.
 */
async function openStatusMenu(page: Page, current: string): Promise<Locator> {
  const button = page.getByRole('button', { name: `Situação: ${current}. Alterar situação` });
  const menu = page.getByRole('menu', { name: 'Alterar situação para' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(async () => {
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}

test('a ticket from opening to closing: attachment, comment and its deletion, status, due date, assignees and history', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, '/dashboard/chamados');

  await test.step('the queue lists the tickets with a count per status', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Chamados' })).toBeVisible({ timeout: 30_000 });
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(statusTab(page, 'Aberto')).toHaveAccessibleName(/^Aberto \d+$/);
  });

  await test.step("'Novo chamado' with an attachment opens the ticket ('Chamado #n aberto com sucesso')", async () => {
    await page.getByRole('button', { name: 'Novo chamado' }).click();
    const drawer = page.getByRole('dialog', { name: 'Novo chamado' });
    await expect(drawer.getByLabel(/^Setor/)).toBeFocused();
    await drawer.getByRole('button', { name: 'Selecione' }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Suporte' }).click();
    await drawer.getByLabel(/^Título/).fill(TITLE);
    await typeRichText(
      page,
      drawer.getByRole('textbox', { name: 'Descrição' }),
      'A SEFAZ recusou o lote das 10h; segue a tela.',
    );
    await drawer.getByLabel(/^Anexos/).setInputFiles([pngFile('tela-erro.png')]);
    await expect(drawer.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem')).toHaveText([
      /tela-erro\.png/,
    ]);
    await drawer.getByRole('button', { name: 'Abrir chamado' }).click();
    await dismissToast(page, /^Chamado #\d+ aberto com sucesso$/);
    await expect(page).toHaveURL(/\/dashboard\/chamados\/\d+\/detalhes$/);
    await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
    await expect(headerStatus(page)).toHaveText('Aberto');
    await expect(page.getByRole('region', { name: 'Descrição' })).toContainText('A SEFAZ recusou o lote');
    await expect(thread(page).getByRole('heading')).toHaveText('Comentários (0)');
  });

  await test.step('the attachment opens in the viewer', async () => {
    await page
      .getByRole('region', { name: 'Descrição' })
      .getByRole('button', { name: 'Visualizar tela-erro.png' })
      .click();
    const viewer = page.getByRole('dialog', { name: 'tela-erro.png' });
    await expect(viewer.getByRole('img', { name: 'tela-erro.png' })).toHaveAttribute('src', /^blob:/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  await test.step("a comment is sent, then deleted after a confirmation ('Comentário excluído')", async () => {
    const item = await sendComment(page, 'Comentário enviado por engano.');
    await expect(item.getByRole('article', { name: `Comentário de ${ADMIN.nome}` })).toBeVisible();
    await expect(thread(page).getByRole('heading')).toHaveText('Comentários (1)');
    await item.getByRole('button', { name: 'Excluir comentário' }).click();
    const confirm = item.getByRole('group', { name: /Excluir este comentário\?/ });
    await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();
    await dismissToast(page, 'Comentário excluído');
    await expect(commentItem(page, 'Comentário enviado por engano.')).toHaveCount(0);
    await expect(thread(page).getByRole('heading')).toHaveText('Comentários (0)');
  });

  await test.step("the status from the header's menu ('Status alterado com sucesso'), with its event in the thread", async () => {
    const menu = await openStatusMenu(page, 'Aberto');
    await menu.getByRole('menuitem', { name: 'Em análise' }).click();
    await dismissToast(page, 'Status alterado com sucesso');
    await expect(headerStatus(page)).toHaveText('Em análise');
    await expect(events(page).last()).toContainText(
      `${ADMIN.nome} alterou a situação de Aberto para Em análise`,
    );
  });

  await test.step("the status with a comment ('Alterar com comentário…')", async () => {
    const menu = await openStatusMenu(page, 'Em análise');
    await menu.getByRole('menuitem', { name: 'Alterar com comentário…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Alterar situação' });
    await expect(dialog.getByLabel('Nova situação', { exact: true })).toBeFocused();
    await dialog.locator('.p-dropdown').click();
    await page.getByRole('listbox').getByRole('option').filter({ hasText: 'Em andamento' }).click();
    await typeRichText(page, dialog.getByRole('textbox', { name: 'Comentário' }), 'Correção iniciada.');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dismissToast(page, 'Status alterado com sucesso');
    await expect(dialog).toBeHidden();
    await expect(headerStatus(page)).toHaveText('Em andamento');
    await expect(commentItem(page, 'Correção iniciada.')).toBeVisible();
  });

  await test.step("the expected completion ('Data alterada com sucesso')", async () => {
    await expect(fact(page, 'Previsão de conclusão')).toHaveText('Não definida');
    const moments = await momentsInPage(page);
    const dialog = await openDialog(
      page,
      'Alterar previsão',
      'Alterar previsão de conclusão',
      'Nova previsão de conclusão',
    );
    await dialog.getByLabel('Nova previsão de conclusão', { exact: true }).pressSequentially(moments.future);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await dismissToast(page, 'Data alterada com sucesso');
    await expect(dialog).toBeHidden();
    await expect(fact(page, 'Previsão de conclusão')).toHaveText(moments.future.replace(' ', ' - '));
  });

  await test.step("the assignees ('Responsáveis alterado com sucesso')", async () => {
    const dialog = await openDialog(page, 'Responsáveis', 'Responsáveis');
    const save = dialog.getByRole('button', { name: 'Salvar' });
    await expect(dialog.locator('.p-multiselect')).not.toHaveClass(/p-disabled/);
    await dialog.locator('.p-multiselect-trigger').click();
    await page.getByRole('listbox').getByRole('option').filter({ hasText: ASSIGNEE }).click();
    // Escape closes the open list only (the panel may open above the field, over the drawer's heading).
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(save).toBeEnabled();
    await save.click();
    await dismissToast(page, 'Responsáveis alterado com sucesso');
    await expect(dialog).toBeHidden();
    await expectAssignees(page, [ASSIGNEE]);
  });

  await test.step("closing it ('Chamado fechado com sucesso') leaves only 'Reabrir'", async () => {
    const dialog = await openDialog(page, 'Fechar chamado', 'Fechar chamado', 'Solicitação resolvida');
    await typeRichText(
      page,
      dialog.getByRole('textbox', { name: 'Comentário (opcional)' }),
      'Resolvido com o reenvio do lote.',
    );
    await dialog.getByRole('button', { name: 'Fechar chamado' }).click();
    await dismissToast(page, 'Chamado fechado com sucesso');
    await expect(dialog).toBeHidden();
    await expect(headerStatus(page)).toHaveText('Fechado');
    await expect(fact(page, 'Solicitação resolvida')).toHaveText('Sim');
    await expect(page.getByRole('group', { name: 'Ações do chamado' }).getByRole('button')).toHaveText([
      'Reabrir',
    ]);
    await expect(commentForm(page)).toHaveCount(0);
    await expect(commentItem(page, 'Resolvido com o reenvio do lote.')).toBeVisible();
  });
});
