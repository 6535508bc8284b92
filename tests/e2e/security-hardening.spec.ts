import { expect, test } from './test';
import { signInAs } from './support';
import { commentForm, openSeeded, typeRichText } from './tickets-support';

/** What a hostile or broken environment must not do to the app (issue 21's findings, one test each). */

test('a malformed session cookie (bad percent-encoding) is ignored: the app starts and asks for credentials', async ({
  page,
  context,
  baseURL,
}) => {
  const url = new URL(baseURL!);
  await context.addCookies(
    ['rt_access', 'rt_refresh'].map((name) => ({
      name,
      value: '%E0%A4%A',
      domain: url.hostname,
      path: '/',
      sameSite: 'Strict' as const,
    })),
  );
  await page.goto('/dashboard/cidades');
  await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Fcidades$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('E-mail')).toBeEditable();
});

test('a comment being written is not lost to a stray click: leaving the ticket asks first; after sending, nothing is held', async ({
  page,
}) => {
  await openSeeded(page, 'an open ticket', (ticket) => ticket.status !== 'FECHADO');
  const form = commentForm(page);
  await typeRichText(
    page,
    form.getByRole('textbox', { name: 'Comentário' }),
    'Rascunho da resposta ao cliente',
  );
  const nav = page.getByRole('navigation', { name: 'Navegação principal' });

  await nav.getByRole('link', { name: 'Rotinas' }).click();
  const leave = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/detalhes$/);
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toContainText(
    'Rascunho da resposta ao cliente',
  );

  await form.getByRole('button', { name: 'Comentar' }).click();
  await expect(form.getByRole('textbox', { name: 'Comentário' })).toHaveText('');
  await nav.getByRole('link', { name: 'Rotinas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/todas-rotinas$/);
  await expect(leave).toHaveCount(0);
});

test("a new ticket's draft survives the list's own changes, and leaving the list with it asks first", async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Novo chamado' }).click();
  const drawer = page.getByRole('dialog', { name: 'Novo chamado' });
  await drawer.getByLabel(/^Título/).fill('Rascunho de um chamado novo');
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await expect(drawer).toBeHidden();

  // The list's page is in its query: changing it keeps the draft and asks nothing.
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page).toHaveURL(/pagina=2/);
  const leave = page.getByRole('dialog', { name: 'Descartar alterações?' });
  await expect(leave).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Rotinas' })
    .click();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Continuar editando' }).click();
  await page.getByRole('button', { name: 'Novo chamado' }).click();
  await expect(drawer.getByLabel(/^Título/)).toHaveValue('Rascunho de um chamado novo');
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('navigation', { name: 'Navegação principal' })
    .getByRole('link', { name: 'Rotinas' })
    .click();
  await leave.getByRole('button', { name: 'Descartar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/todas-rotinas$/);
});

test('signing in writes session cookies: nothing of the session outlives the browser', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('admin@retaguarda.dev');
  await page.getByLabel('Senha', { exact: true }).fill('retaguarda123');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/chamados$/, { timeout: 30_000 });
  const session = (await context.cookies()).filter((cookie) => cookie.name.startsWith('rt_'));
  expect(session.map((cookie) => cookie.name).sort()).toEqual(['rt_access', 'rt_refresh']);
  for (const cookie of session) {
    expect(cookie.expires, `${cookie.name} is a session cookie`).toBe(-1);
    expect(cookie.sameSite).toBe('Strict');
  }
});

test('two tabs renewing the session at the same moment: neither is signed out, and a form being filled in keeps its values', async ({
  page,
  context,
}) => {
  const other = await context.newPage();
  for (const tab of [page, other]) await tab.clock.install();
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades/novo');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova cidade' })).toBeVisible({ timeout: 30_000 });
  await other.goto('/dashboard/chamados');
  await expect(other.getByRole('table').getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
  await page.getByLabel(/^Nome/).fill('Cidade em Edição');
  // Each tab's renewal takes a while (its mock answers after 1.5 s): both are under way together.
  for (const tab of [page, other]) {
    await tab.evaluate(() =>
      (
        window as unknown as { retaguardaMock: { setLatency: (ms: number) => void } }
      ).retaguardaMock.setLatency(1500),
    );
  }
  const before = (await context.cookies()).find((cookie) => cookie.name === 'rt_refresh')!.value;

  await Promise.all([page.clock.runFor(50_000), other.clock.runFor(50_000)]);
  await Promise.all([page.clock.runFor(4_000), other.clock.runFor(4_000)]);
  await expect
    .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'rt_refresh')?.value)
    .not.toBe(before);

  for (const tab of [page, other]) await expect(tab).toHaveURL(/\/dashboard\/(cidades\/novo|chamados)$/);
  expect(
    (await context.cookies())
      .filter((cookie) => cookie.name.startsWith('rt_'))
      .map((cookie) => cookie.name)
      .sort(),
  ).toEqual(['rt_access', 'rt_refresh']);
  await expect(page.getByLabel(/^Nome/)).toHaveValue('CIDADE EM EDIÇÃO');
});
