import type { Locator, Page } from '@playwright/test';
import { expect, test } from './test';
import { apiCall, apiLogin, signInAs } from './support';
import {
  ADMIN,
  apiCounts,
  apiTickets,
  codeOf,
  columnTexts,
  expectCodes,
  NEWEST_FIRST,
  openTicketList,
  range,
  selectTab,
  statusTab,
  viewTab,
} from './tickets-support';
import { findLayoutProblems } from './visual/layout-checks';

/**
 * The queue's views (issue 34): 'Atrasados', 'Sem responsável', 'Aguardando suporte' and 'Meus' with
 * their counts above the status tabs, in an order that never changes (nor does the status tabs' when one
 * is picked from 'Mais'), kept in the URL across a reload and back; and the notification "N chamados …
 * sem resposta há mais de 24 horas", whose 'Ver chamados' opens exactly those N tickets.
 */

test.describe.configure({ timeout: 90_000 });

const NOT_CLOSED = [
  'EM_ABERTO',
  'EM_ANALISE',
  'A_DESENVOLVER',
  'EM_ANDAMENTO',
  'AGUARDANDO_RESPOSTA_CLIENTE',
  'AGUARDANDO_RESPOSTA_SUPORTE',
]
  .map((status) => `status=${status}`)
  .join('&');

const viewRow = (page: Page): Locator => page.getByRole('tablist', { name: 'Visões da fila' });
const statusRow = (page: Page): Locator => page.getByRole('tablist', { name: 'Situação dos chamados' });

/** Each tab of a row with where it stands on the page: 'Atrasados 16 @ 218,175'. */
async function placesOf(row: Locator): Promise<string[]> {
  return row.getByRole('tab').evaluateAll((tabs) =>
    tabs.map((tab) => {
      const box = tab.getBoundingClientRect();
      return `${tab.textContent} @ ${Math.round(box.x + window.scrollX)},${Math.round(box.y + window.scrollY)}`;
    }),
  );
}

/** The tabs of a row in their order, without their counts. */
async function namesOf(row: Locator): Promise<string[]> {
  return (await row.getByRole('tab').allTextContents()).map((text) => text.replace(/ \d+$/, ''));
}

/** The rows show what the API answers to `query`, with the pager's range. */
async function expectRows(page: Page, token: string, query: string): Promise<number> {
  const answer = await apiTickets(page, token, `${NEWEST_FIRST}&${query}`);
  await expectCodes(page, answer.items.map(codeOf));
  await expect(range(page)).toHaveText(
    answer.totalItens === 0 ? /^0–0 de 0$/ : `1–${Math.min(10, answer.totalItens)} de ${answer.totalItens}`,
  );
  return answer.totalItens;
}

test('the views show their counts above the status tabs, pick their tickets, never move, and survive a reload and back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openTicketList(page);
  const token = await apiLogin(page);
  const { visoes, porStatus } = await apiCounts(page, token);
  expect(visoes.atrasados).toBeGreaterThan(0);
  expect(visoes.semResponsavel).toBeGreaterThan(0);
  expect(visoes.meus).toBeGreaterThan(0);
  await expect(viewRow(page).getByRole('tab')).toHaveText([
    `Atrasados ${visoes.atrasados}`,
    `Sem responsável ${visoes.semResponsavel}`,
    `Aguardando suporte ${porStatus.AGUARDANDO_RESPOSTA_SUPORTE}`,
    `Meus ${visoes.meus}`,
  ]);
  // Above the status tabs, and no view chosen on 'Aberto'.
  expect((await viewRow(page).boundingBox())!.y).toBeLessThan((await statusRow(page).boundingBox())!.y);
  await expect(viewRow(page).getByRole('tab', { selected: true })).toHaveCount(0);
  const views = await placesOf(viewRow(page));
  const tabs = await namesOf(statusRow(page));

  await viewTab(page, 'Atrasados').click();
  await expect(page).toHaveURL(/\/dashboard\/chamados\?tab=ATRASADOS$/);
  await expect(viewTab(page, 'Atrasados')).toHaveAttribute('aria-selected', 'true');
  await expect(statusRow(page).getByRole('tab', { selected: true })).toHaveCount(0);
  expect(await expectRows(page, token, 'atrasados=true')).toBe(visoes.atrasados);
  // Every late ticket reads as late.
  for (const due of await columnTexts(page, 'Previsão')) expect(due).toMatch(/^Atrasado: /);

  await viewTab(page, 'Sem responsável').click();
  await expect(page).toHaveURL(/\?tab=SEM_RESPONSAVEL$/);
  expect(await expectRows(page, token, `semResponsavel=true&${NOT_CLOSED}`)).toBe(visoes.semResponsavel);
  for (const assignees of await columnTexts(page, 'Responsáveis')) expect(assignees).toBe('—');

  await viewTab(page, 'Meus').click();
  await expect(page).toHaveURL(/\?tab=MEUS$/);
  expect(await expectRows(page, token, `responsavelUsuarioId=${ADMIN.id}&${NOT_CLOSED}`)).toBe(visoes.meus);
  expect(await columnTexts(page, 'Situação')).not.toContain('Fechado');

  await viewTab(page, 'Aguardando suporte').click();
  await expect(page).toHaveURL(/\?tab=AGUARDANDO_RESPOSTA_SUPORTE$/);
  expect(await expectRows(page, token, 'status=AGUARDANDO_RESPOSTA_SUPORTE')).toBe(
    porStatus.AGUARDANDO_RESPOSTA_SUPORTE,
  );
  expect(new Set(await columnTexts(page, 'Situação'))).toEqual(new Set(['Aguardando resposta do suporte']));

  // Nothing moved: not a view (nor its count), not a status tab.
  expect(await placesOf(viewRow(page))).toEqual(views);
  expect(await namesOf(statusRow(page))).toEqual(tabs);

  // The view is the address: a reload and back bring each one back.
  await page.reload();
  await expect(viewTab(page, 'Aguardando suporte')).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
  await expectRows(page, token, 'status=AGUARDANDO_RESPOSTA_SUPORTE');
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=MEUS$/);
  await expect(viewTab(page, 'Meus')).toHaveAttribute('aria-selected', 'true');
  await expectRows(page, token, `responsavelUsuarioId=${ADMIN.id}&${NOT_CLOSED}`);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=ATRASADOS$/);
  await expect(viewTab(page, 'Atrasados')).toHaveAttribute('aria-selected', 'true');
  await expectRows(page, token, 'atrasados=true');

  // A status tab ends the view.
  await statusTab(page, 'Aberto').click();
  await expect(page).toHaveURL(/\/dashboard\/chamados$/);
  await expect(viewRow(page).getByRole('tab', { selected: true })).toHaveCount(0);
});

test("the rows keep their order at 1366, 1280 and 390 px: picking a status tab from 'Mais' moves no other, and nothing is cut", async ({
  page,
}) => {
  await openTicketList(page);
  for (const width of [1366, 1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/dashboard/chamados');
    await expect(viewTab(page, 'Atrasados')).toHaveText(/^Atrasados \d+$/, { timeout: 20_000 });
    await expect(statusTab(page, 'Aberto')).toHaveText(/^Aberto \d+$/);
    await expect(viewRow(page).getByRole('tab')).toHaveCount(4);
    for (const view of await viewRow(page).getByRole('tab').all())
      await expect(view).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(findLayoutProblems), `${width} px`).toEqual([]);
    const views = await placesOf(viewRow(page));
    const onRow = await namesOf(statusRow(page));
    const hidden = [
      'Aberto',
      'Em análise',
      'A desenvolver',
      'Em andamento',
      'Aguardando cliente',
      'Fechado',
      'Todos',
    ].filter((name) => !onRow.includes(name));
    if (width === 390) expect(hidden.length).toBeGreaterThan(0);
    for (const name of hidden) {
      await selectTab(page, name);
      // The tabs that were on the row are still there, in their order; the picked one comes after them.
      expect(await namesOf(statusRow(page)), `${name} at ${width} px`).toEqual([...onRow, name]);
      expect(await placesOf(viewRow(page))).toEqual(views);
      await expect(statusTab(page, name)).toBeInViewport({ ratio: 1 });
      expect(await page.evaluate(findLayoutProblems), `${name} at ${width} px`).toEqual([]);
    }
  }
});

test("the notification 'N chamados … sem resposta há mais de 24 horas' › 'Ver chamados' opens exactly those N tickets", async ({
  page,
}) => {
  await signInAs(page, ADMIN.email, '/dashboard');
  const token = await apiLogin(page);
  type Notice = { id: number; descricao: string; notificacaoAcao: { titulo: string; rota: string } | null };
  const { body } = await apiCall<{ items: Notice[] }>(page, '/v1/notificacoes?pagina=1&limitePagina=100', {
    token,
  });
  const notice = body.items.find((item) => / sem resposta há mais de 24 horas\.$/.test(item.descricao));
  if (!notice) throw new Error('no seeded notification of tickets waiting on the support');
  const count = Number(/^(\d+) chamados? /.exec(notice.descricao)![1]);
  expect(count).toBeGreaterThan(1);
  // That one alone unread: the drawer opens on it.
  await apiCall(page, '/v1/notificacoes/marca-todas-lidas', { method: 'PUT', token });
  await apiCall(page, `/v1/notificacoes/nao-lido/${notice.id}`, { method: 'PUT', token });
  await page.reload();
  await page.getByRole('button', { name: /^Notificações, 1 não lida/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  const item = drawer.getByRole('listitem').filter({ hasText: notice.descricao });
  await expect(item).toBeVisible();
  await item.getByRole('link', { name: 'Ver chamados' }).click();

  await expect(page).toHaveURL(/\/dashboard\/chamados\?semRespostaHoras=24$/);
  await expect(statusTab(page, 'Aberto')).toHaveAttribute('aria-selected', 'true');
  await expect(statusTab(page, 'Aberto')).toHaveText(`Aberto ${count}`);
  await expect(page.getByRole('group', { name: 'Filtros aplicados' }).getByRole('listitem')).toHaveText([
    'Sem resposta há mais de 24 horas',
  ]);
  expect(await expectRows(page, token, 'status=EM_ABERTO&semRespostaHoras=24')).toBe(count);
  expect(new Set(await columnTexts(page, 'Situação'))).toEqual(new Set(['Aberto']));
  // Opened more than a day ago, every one ('há 2 dias', never 'há 5 horas').
  for (const opened of await columnTexts(page, 'Abertura'))
    expect(opened).not.toMatch(/ há (\d+ (minutos?|horas?)|menos de um minuto)$/);

  // The address survives a reload.
  await page.reload();
  await expect(statusTab(page, 'Aberto')).toHaveText(`Aberto ${count}`, { timeout: 20_000 });
  await expectRows(page, token, 'status=EM_ABERTO&semRespostaHoras=24');
});
