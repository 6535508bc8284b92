import { expect, failedRequest, test } from './test';
import { apiCall } from './support';
import {
  ADMIN,
  apiTicket,
  clearApiFailures,
  commentForm,
  commentItem,
  expectAssignees,
  fact,
  failApi,
  headerStatus,
  isOverdue,
  momentsInPage,
  openDialog,
  openSeeded,
  pngFile,
  sendComment,
  SETOR_LABELS,
  shownDateTime,
  STATUS_LABELS,
  textFile,
  thread,
  typeRichText,
  type Ticket,
} from './tickets-support';

/**
 * The ticket details page in Chromium (issue 5): header and description, the comment thread (public,
 * private, attachments, deleting within 5 minutes) and the four dialogs with their rules and toasts.
 */

test.describe.configure({ timeout: 60_000 });

const SHOWN_TIME = /^\d{2}\/\d{2}\/\d{4} - \d{2}:\d{2}$/;
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');
const isOpen = (ticket: Ticket) => ticket.status !== 'FECHADO';

test('the header shows code, title, setor, status, customer, dates and assignees; the description is rendered with its attachments', async ({
  page,
}) => {
  const { ticket } = await openSeeded(
    page,
    'open, with a due date, two assignees and attachments',
    (t) => isOpen(t) && t.dataPrevisaoConclusao !== null && t.responsaveis.length >= 2 && t.anexos.length > 0,
  );
  await expect(page.getByRole('heading', { level: 2, name: ticket.titulo })).toHaveText(
    `#${ticket.codigoSequencial} ${ticket.titulo}`,
  );
  await expect(page).toHaveTitle(`Chamado #${ticket.codigoSequencial} · Retaguarda`);
  await expect(headerStatus(page)).toHaveText(STATUS_LABELS[ticket.status]);
  await expect(fact(page, 'Setor')).toHaveText(SETOR_LABELS[ticket.setor]);
  await expect(fact(page, 'Cliente')).toHaveText(ticket.empresa!.nome);
  // The opening date and time, then how long ago, with the moment as its title.
  await expect(fact(page, 'Aberto em')).toHaveText(
    new RegExp(`^${shownDateTime(ticket.createdAt)} há \\d+ (horas?|dias?|mês|meses)$`),
  );
  await expect(fact(page, 'Aberto em').locator('time')).toHaveAttribute(
    'title',
    shownDateTime(ticket.createdAt),
  );
  await expect(fact(page, 'Aberto por')).toHaveText(ticket.usuarioCreated!.nome);
  const due = shownDateTime(ticket.dataPrevisaoConclusao);
  await expect(fact(page, 'Previsão de conclusão')).toHaveText(isOverdue(ticket) ? `${due} Atrasado` : due);
  await expectAssignees(
    page,
    ticket.responsaveis.map((responsavel) => responsavel.usuario.nome),
  );
  // The status is changed from its menu in the title row (ticket-fewer-steps.spec.ts); the rest are buttons.
  await expect(
    page.getByRole('button', { name: `Situação: ${STATUS_LABELS[ticket.status]}. Alterar situação` }),
  ).toHaveAttribute('aria-haspopup', 'menu');
  await expect(page.getByRole('group', { name: 'Ações do chamado' }).getByRole('button')).toHaveText([
    'Responder',
    'Alterar previsão',
    'Responsáveis',
    'Fechar chamado',
  ]);

  const description = page.getByRole('region', { name: 'Descrição' });
  const paragraphs = [...ticket.descricao.matchAll(/<p>(.*?)<\/p>/g)].map((match) => textOf(match[1]));
  for (const paragraph of paragraphs)
    await expect(description.getByText(paragraph, { exact: true })).toBeVisible();
  await expect(
    description.getByRole('listitem').filter({ hasNotText: /\.(png|pdf|txt|csv|html)/ }),
  ).toHaveCount((ticket.descricao.match(/<li>/g) ?? []).length);
  const [, href, label] = /<a href="([^"]+)">([^<]+)<\/a>/.exec(ticket.descricao)!;
  const link = description.getByRole('link', { name: label });
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(link).toHaveAttribute('target', '_blank');
  const attachments = description.getByRole('list', { name: 'Arquivos anexados' }).getByRole('button');
  await expect(attachments).toHaveCount(ticket.anexos.length);
  for (const anexo of ticket.anexos)
    await expect(description.getByRole('button', { name: `Visualizar ${anexo.nome}` })).toBeVisible();
  await expect(thread(page).getByRole('heading')).toHaveText(`Comentários (${ticket.comentarios.length})`);
});

test('comments: the text is required; a public one with an attachment and a private one show author and time, and the API has privado false/true', async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(
    page,
    'open without comments',
    (t) => isOpen(t) && t.comentarios.length === 0,
  );
  const form = commentForm(page);
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toBeVisible();
  await form.getByRole('button', { name: 'Comentar' }).click();
  await expect(form.getByText('Campo obrigatório')).toBeVisible();

  const publicItem = await sendComment(page, 'Segue o XML do CT-e rejeitado.', {
    files: [textFile('cte-rejeitado.txt', 'cStat=539')],
  });
  const privateItem = await sendComment(page, 'Anotação interna: cliente usa certificado vencido.', {
    privado: true,
  });
  await expect(form.getByRole('checkbox', { name: 'Comentário privado' })).not.toBeChecked();

  for (const item of [publicItem, privateItem]) {
    await expect(item.getByRole('article', { name: `Comentário de ${ADMIN.nome}` })).toBeVisible();
    await expect(item.getByRole('img', { name: ADMIN.nome })).toBeVisible();
    await expect(item.locator('time')).toHaveText(SHOWN_TIME);
  }
  await expect(publicItem.getByText('Privado', { exact: true })).toHaveCount(0);
  await expect(privateItem.getByText('Privado', { exact: true })).toBeVisible();
  await expect(publicItem.getByRole('button', { name: 'Visualizar cte-rejeitado.txt' })).toBeVisible();
  await expect(thread(page).getByRole('heading')).toHaveText('Comentários (2)');

  const saved = await apiTicket(page, token, ticket.id);
  expect(
    saved.comentarios.map(({ comentario, privado, anexos, usuario }) => [
      textOf(comentario),
      privado,
      anexos.map((a) => a.nome),
      usuario.id,
    ]),
  ).toEqual([
    ['Segue o XML do CT-e rejeitado.', false, ['cte-rejeitado.txt'], ADMIN.id],
    ['Anotação interna: cliente usa certificado vencido.', true, [], ADMIN.id],
  ]);
});

test("a fresh own comment is deleted after a confirmation ('Comentário excluído'); the same user's old comments offer no delete", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(
    page,
    'open with comments by the admin',
    (t) => isOpen(t) && t.comentarios.some((c) => c.usuario.id === ADMIN.id),
  );
  const own = thread(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('article', { name: `Comentário de ${ADMIN.nome}` }) });
  const oldOnes = ticket.comentarios.filter((comment) => comment.usuario.id === ADMIN.id).length;
  await expect(own).toHaveCount(oldOnes);
  await expect(thread(page).getByRole('button', { name: 'Excluir comentário' })).toHaveCount(0);

  const item = await sendComment(page, 'Comentário enviado por engano.');
  await expect(thread(page).getByRole('button', { name: 'Excluir comentário' })).toHaveCount(1);
  await item.getByRole('button', { name: 'Excluir comentário' }).click();
  const confirm = item.getByRole('group', { name: /Excluir este comentário\?/ });
  await expect(confirm.getByRole('button', { name: 'Excluir', exact: true })).toBeFocused();
  await confirm.getByRole('button', { name: 'Excluir', exact: true }).click();

  await expect(page.getByText('Comentário excluído')).toBeVisible();
  await expect(item).toHaveCount(0);
  await expect(own).toHaveCount(oldOnes);
  const saved = await apiTicket(page, token, ticket.id);
  expect(saved.comentarios.map((comment) => comment.id)).toEqual(
    ticket.comentarios.map((comment) => comment.id),
  );
});

test('the delete action disappears by itself once 5 minutes have passed since the comment, without a reload', async ({
  page,
}) => {
  // The fake clock starts at the real time; the mock API's handlers run in the page, so they share it.
  await page.clock.install();
  await openSeeded(page, 'open', isOpen);
  const item = await sendComment(page, 'Ainda dá tempo de apagar.');
  const remove = item.getByRole('button', { name: 'Excluir comentário' });
  await expect(remove).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await page.clock.fastForward('04:30');
  await expect(remove).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(remove).toHaveCount(0);
  await expect(item).toContainText('Ainda dá tempo de apagar.');
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test("Alterar previsão: past days cannot be picked, a past or invalid moment is refused, a future one is saved ('Data alterada com sucesso')", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(
    page,
    'open without a due date',
    (t) => isOpen(t) && t.dataPrevisaoConclusao === null,
  );
  await expect(fact(page, 'Previsão de conclusão')).toHaveText('Não definida');
  const dialog = await openDialog(
    page,
    'Alterar previsão',
    'Alterar previsão de conclusão',
    'Nova previsão de conclusão',
  );
  const input = dialog.getByLabel('Nova previsão de conclusão', { exact: true });
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  const moments = await momentsInPage(page);

  await dialog.locator('.p-datepicker-trigger').click();
  const days = page.locator('.p-datepicker-calendar td:not(.p-datepicker-other-month) > span');
  await expect(days.first()).toBeVisible();
  const states = await days.evaluateAll((spans) =>
    spans.map((span) => [Number(span.textContent), span.classList.contains('p-disabled')] as const),
  );
  expect(states.length).toBeGreaterThanOrEqual(28);
  for (const [day, disabled] of states) expect(disabled, `day ${day}`).toBe(day < moments.today);
  // A click outside closes the calendar once its outside-click listener is bound (after the panel's
  // opening animation): on a busy machine the first click can come before that, so click until closed.
  await expect(async () => {
    await dialog.getByRole('heading', { name: 'Alterar previsão de conclusão' }).click();
    await expect(days.first()).toBeHidden({ timeout: 1_000 });
  }).toPass();

  // A past or impossible moment typed in is not taken, but stays as typed with what is wrong with it.
  for (const [refused, message] of [
    [moments.yesterday, 'Não pode ser anterior a data atual'],
    ['31/02/2030 10:00', 'Data inválida'],
  ]) {
    await input.fill('');
    await input.pressSequentially(refused);
    await expect(save).toBeDisabled();
    await dialog.getByRole('heading', { name: 'Alterar previsão de conclusão' }).click();
    await expect(input).toHaveValue(refused);
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(dialog.getByText('Campo obrigatório')).toHaveCount(0);
  }
  await input.fill('');
  await input.pressSequentially(moments.now);
  await expect(dialog.getByText('Não pode ser anterior a data atual')).toBeVisible();
  await expect(save).toBeDisabled();

  await input.fill('');
  await input.pressSequentially(moments.future);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Data alterada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(fact(page, 'Previsão de conclusão')).toHaveText(moments.future.replace(' ', ' - '));
  expect((await apiTicket(page, token, ticket.id)).dataPrevisaoConclusao).toBe(moments.futureIso);
});

test("Alterar status (the status menu's 'Alterar com comentário…'): offers all but the current status, Aberto and Fechado; needs a comment with attachments; saves ('Status alterado com sucesso')", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(page, 'in analysis', (t) => t.status === 'EM_ANALISE');
  // From the header's status menu: a change with a comment or attachments is the dialog's.
  await page.getByRole('button', { name: 'Situação: Em análise. Alterar situação' }).click();
  await page.getByRole('menuitem', { name: 'Alterar com comentário…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar situação' });
  await expect(dialog.getByLabel('Nova situação', { exact: true })).toBeFocused();
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await dialog.locator('.p-dropdown').click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveText([
    'A desenvolver',
    'Em andamento',
    'Aguardando resposta do cliente',
    'Aguardando resposta do suporte',
  ]);
  await options.filter({ hasText: 'Em andamento' }).click();

  await dialog.getByLabel(/^Anexos/).setInputFiles([pngFile('tela-erro.png')]);
  await expect(dialog.getByText('tela-erro.png')).toBeVisible();
  await save.click();
  await expect(dialog.getByText('Campo obrigatório')).toBeVisible();
  expect((await apiTicket(page, token, ticket.id)).status).toBe('EM_ANALISE');

  await typeRichText(
    page,
    dialog.getByRole('textbox', { name: 'Comentário' }),
    'Correção iniciada pela equipe.',
  );
  await save.click();
  await expect(page.getByText('Status alterado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(headerStatus(page)).toHaveText('Em andamento');
  await expect(
    commentItem(page, 'Correção iniciada pela equipe.').getByRole('button', {
      name: 'Visualizar tela-erro.png',
    }),
  ).toBeVisible();
  const saved = await apiTicket(page, token, ticket.id);
  expect(saved.status).toBe('EM_ANDAMENTO');
  expect(saved.comentarios.at(-1)).toMatchObject({
    privado: false,
    anexos: [expect.objectContaining({ nome: 'tela-erro.png' })],
  });
});

test("Fechar chamado: resolved by default, with a private comment ('Chamado fechado com sucesso'); the closed ticket offers only 'Reabrir'", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(page, 'open', (t) => t.status === 'EM_ABERTO');
  const dialog = await openDialog(page, 'Fechar chamado', 'Fechar chamado', 'Solicitação resolvida');
  await expect(dialog.getByRole('switch', { name: 'Solicitação resolvida' })).toBeChecked();
  await typeRichText(
    page,
    dialog.getByRole('textbox', { name: 'Comentário (opcional)' }),
    'Resolvido com a reinstalação do certificado.',
  );
  await dialog.getByRole('checkbox', { name: 'Comentário privado' }).check();
  await dialog.getByRole('button', { name: 'Fechar chamado' }).click();

  await expect(page.getByText('Chamado fechado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(headerStatus(page)).toHaveText('Fechado');
  await expect(fact(page, 'Solicitação resolvida')).toHaveText('Sim');
  await expect(fact(page, 'Fechado em')).toHaveText(SHOWN_TIME);
  const actions = page.getByRole('group', { name: 'Ações do chamado' });
  await expect(actions.getByRole('button')).toHaveText(['Reabrir']);
  await expect(actions).toContainText('Chamado fechado: reabra-o para comentar ou alterar.');
  await expect(commentForm(page)).toHaveCount(0);
  await expect(
    commentItem(page, 'Resolvido com a reinstalação do certificado.').getByText('Privado', { exact: true }),
  ).toBeVisible();
  const saved = await apiTicket(page, token, ticket.id);
  expect(saved).toMatchObject({ status: 'FECHADO', solicitacaoResolvida: true });
  expect(saved.comentarios.at(-1)).toMatchObject({ privado: true });
});

test("Reabrir: a closed ticket's status change reopens it ('Status alterado com sucesso'): no closing date, actions and the reply box are back", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(page, 'closed', (t) => t.status === 'FECHADO');
  const dialog = await openDialog(page, 'Reabrir', 'Reabrir chamado', 'Nova situação');
  await dialog.locator('.p-dropdown').click();
  await page.getByRole('listbox').getByRole('option').filter({ hasText: 'Em análise' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();

  await expect(page.getByText('Status alterado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(headerStatus(page)).toHaveText('Em análise');
  await expect(fact(page, 'Fechado em')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Ações do chamado' }).getByRole('button', { name: 'Fechar chamado' }),
  ).toBeVisible();
  await expect(commentForm(page)).toBeVisible();
  expect(await apiTicket(page, token, ticket.id)).toMatchObject({
    status: 'EM_ANALISE',
    dataFechamento: null,
    solicitacaoResolvida: null,
  });
});

test("the conversation marks each side ('Cliente' / 'Suporte') and private notes; 'Responder' at the top reaches the reply box of a 40-comment thread", async ({
  page,
}) => {
  const { ticket } = await openSeeded(
    page,
    'open with a long conversation',
    (t) => isOpen(t) && t.comentarios.length >= 40,
  );
  const items = thread(page).getByRole('article');
  await expect(items).toHaveCount(ticket.comentarios.length);
  for (const index of [0, 1]) {
    const comment = ticket.comentarios[index];
    const side = comment.origem === 'CLIENTE' ? 'Cliente' : 'Suporte';
    await expect(items.nth(index)).toHaveAccessibleName(`Comentário de ${comment.usuario.nome} (${side})`);
    await expect(items.nth(index).getByText(side, { exact: true })).toBeVisible();
  }
  const privateIndex = ticket.comentarios.findIndex((comment) => comment.privado);
  await expect(items.nth(privateIndex).getByText('Privado', { exact: true })).toBeVisible();
  // The customer's and the staff's comments do not look alike.
  const background = (index: number) =>
    items.nth(index).evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(0)).not.toBe(await background(1));

  const form = commentForm(page);
  await expect(form).not.toBeInViewport();
  await page
    .getByRole('group', { name: 'Ações do chamado' })
    .getByRole('button', { name: 'Responder' })
    .click();
  const editor = form.getByRole('textbox', { name: 'Comentário' });
  await expect(editor).toBeFocused();
  await expect(editor).toBeInViewport();
  await expect(form.getByRole('button', { name: 'Comentar' })).toBeInViewport();
});

test("Responsáveis: never offers the super-user, needs one, saves only a changed set ('Responsáveis alterado com sucesso')", async ({
  page,
}) => {
  const { token, ticket } = await openSeeded(
    page,
    'open with one assignee',
    (t) => isOpen(t) && t.responsaveis.length === 1,
  );
  const current = ticket.responsaveis[0].usuario;
  const { body: users } = await apiCall<{ items: Array<{ id: number; nome: string; email: string }> }>(
    page,
    '/v1/usuarios?admin=true&situacao=UNLOCK&pagina=1&limitePagina=100&ordenacao=nome,asc',
    { token },
  );
  const root = users.items.find((user) => user.email === 'root@retaguarda.dev')!;
  expect(root).toBeDefined();
  const other = users.items.find((user) => user.id !== current.id && user.id !== root.id)!;

  const dialog = await openDialog(page, 'Responsáveis', 'Responsáveis');
  const save = dialog.getByRole('button', { name: 'Salvar' });
  await expect(dialog.locator('.p-multiselect')).not.toHaveClass(/p-disabled/);
  await expect(save).toBeDisabled();
  // By its arrow: the field's middle can fall on the current assignee's chip, whose width depends on the
  // browser build's fonts.
  await dialog.locator('.p-multiselect-trigger').click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(users.items.length - 1);
  await expect(options.filter({ hasText: root.nome })).toHaveCount(0);

  await options.filter({ hasText: current.nome }).click();
  await expect(dialog.getByText('Selecione ao menos um responsável')).toBeVisible();
  await expect(save).toBeDisabled();
  await options.filter({ hasText: current.nome }).click();
  await expect(dialog.getByText('Selecione ao menos um responsável')).toBeHidden();
  await expect(save).toBeDisabled();
  await options.filter({ hasText: other.nome }).click();
  // Escape closes the list and leaves the drawer. Not a click on the heading: picking an option far down
  // the list scrolls the page behind the drawer (Playwright brings it into view), and the list, placed
  // on the page, may then lie over the heading.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByText('Responsáveis alterado com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectAssignees(page, [current.nome, other.nome]);
  const saved = await apiTicket(page, token, ticket.id);
  expect(saved.responsaveis.map((responsavel) => responsavel.usuarioId).sort()).toEqual(
    [current.id, other.id].sort(),
  );
});

test("Responsáveis: 'Falha ao carregar os responsáveis' when the users cannot be loaded; 'Tentar novamente' recovers", async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(503, 'the test makes the users call fail'));
  await openSeeded(page, 'open', isOpen);
  // The mock's own failure switch: its handlers answer inside the page, where page.route sees nothing.
  await failApi(page, 'GET', '/v1/usuarios', 503);
  const dialog = await openDialog(page, 'Responsáveis', 'Responsáveis');
  await expect(page.locator('.p-toast').getByText('Falha ao carregar os responsáveis')).toBeVisible();
  const problem = dialog.getByRole('alert');
  await expect(problem).toContainText('Falha ao carregar os responsáveis');
  await expect(dialog.locator('.p-multiselect')).toHaveClass(/p-disabled/);
  await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeDisabled();

  await clearApiFailures(page);
  await problem.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(problem).toHaveCount(0);
  await expect(dialog.locator('.p-multiselect')).not.toHaveClass(/p-disabled/);
  await dialog.locator('.p-multiselect-trigger').click();
  await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
});
