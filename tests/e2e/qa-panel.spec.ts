import type { Locator, Page } from '@playwright/test';
import type { CidadeInput } from '../../generated/api/model';
import { expectNoViolations } from './a11y/axe';
import { scanDialog } from './a11y/dialogs';
import { addSessionCookies, apiCall, apiLogin, expectSettled, signInAs, waitForMockApi } from './support';
import { expect, failedRequest, test } from './test';

/**
 * The demo's QA panel (mocks/qa, docs/mock-api.md): what the console's `retaguardaMock` does, from a
 * button on the page, with the scenario in force always in sight and carried by a link.
 */

const qaButton = (page: Page) => page.getByRole('button', { name: /^QA(:|$)/ });

async function openPanel(page: Page): Promise<Locator> {
  await qaButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Painel de QA' });
  await expect(panel.getByLabel('Latência (ms)')).toBeFocused();
  return panel;
}

/** The app's controls (links, buttons, fields) whose box meets `box`, with their names. */
async function controlsUnder(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
): Promise<string[]> {
  return page.evaluate((area) => {
    const meets = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < area.x + area.width &&
      rect.right > area.x &&
      rect.top < area.y + area.height &&
      rect.bottom > area.y;
    return [
      ...document.querySelectorAll(
        'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="tab"]',
      ),
    ]
      .filter(
        (element) =>
          !element.closest('#retaguarda-qa-panel') &&
          element.checkVisibility() &&
          meets(element.getBoundingClientRect()),
      )
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}`,
      );
  }, box);
}

test('a tester forces a failure of an operation picked in the QA panel, shares the scenario by a link and restores the defaults', async ({
  page,
  browser,
  expectConsole,
}) => {
  expectConsole(failedRequest(500, 'the QA panel makes the cities list fail'));
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  await expect(qaButton(page)).toHaveText('QA');

  const panel = await openPanel(page);
  await panel.getByLabel('Buscar operação').fill('lista cidades');
  await panel.getByRole('listbox', { name: 'Operação' }).selectOption('listaCidades');
  await panel.getByLabel('Status HTTP').fill('500');
  await panel.getByLabel('Mensagem (erro)').fill('Banco de cidades fora do ar');
  // Twice: the list's query tries again once before it shows an error.
  await panel.getByLabel('Vezes').fill('2');
  await panel.getByRole('button', { name: 'Adicionar falha' }).click();
  await expect(panel.getByRole('list', { name: 'Falhas em vigor' }).getByRole('listitem')).toHaveText(
    /^GET \/v1\/cidades → 500 «Banco de cidades fora do ar» · 2 vezes/,
  );
  await panel.getByLabel('Latência (ms)').fill('200');
  await scanDialog(page, panel, 'the QA panel');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copiar link do cenário' }).click();
  await expect(panel.getByText('Link do cenário copiado.')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/dashboard\/cidades\?qa=[\w-]+$/);
  for (const cookie of await page.context().cookies())
    expect(link, `the link holds no ${cookie.name}`).not.toContain(cookie.value);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(qaButton(page)).toBeFocused();
  await expect(qaButton(page)).toHaveText('QA: latência 200 ms · 1 falha');
  await expectNoViolations(page, 'a list with the QA bar');

  // The app shows the failure (the next page of the list asks the API); once used up, the badge says so.
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByRole('table').getByText('Banco de cidades fora do ar')).toBeVisible();
  await expect(qaButton(page)).toHaveText('QA: latência 200 ms');

  // The link in another browser: the scenario is in force from the start, and leaves the address.
  const other = await browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 900 },
  });
  try {
    const linked = await other.newPage();
    await addSessionCookies(linked);
    await linked.goto(link);
    await expect(linked.getByRole('table').getByText('Banco de cidades fora do ar')).toBeVisible({
      timeout: 30_000,
    });
    await expect(linked).toHaveURL((url) => url.pathname === '/dashboard/cidades' && url.search === '');
    await expect(qaButton(linked)).toHaveText('QA: latência 200 ms');
    // A reload does not bring the link's failures back (they were used up).
    await linked.reload();
    await expectSettled(linked, 'Cidades');
    await expect(linked.getByRole('table').getByRole('row')).toHaveCount(11);

    const otherPanel = await openPanel(linked);
    await expect(otherPanel.getByLabel('Latência (ms)')).toHaveValue('200');
    await otherPanel.getByRole('button', { name: 'Restaurar padrões' }).click();
    await expect(otherPanel.getByLabel('Latência (ms)')).toHaveValue('0');
    await expect(otherPanel.getByText('Tudo como por padrão.')).toBeVisible();
    await linked.keyboard.press('Escape');
    await expect(qaButton(linked)).toHaveText('QA');
    await expect(linked.getByRole('banner')).toHaveJSProperty('offsetTop', 0);
  } finally {
    await other.close();
  }
});

test('a link whose scenario is malformed is ignored with a warning, and leaves the address', async ({
  page,
  expectConsole,
}) => {
  expectConsole({
    pattern:
      /^warning: API simulada: link de cenário de QA ignorado \(o parâmetro não é um JSON em base64url\)\.$/,
    why: 'the test opens a malformed link',
  });
  await page.goto('/?qa=bm90LWpzb24&x=1');
  await waitForMockApi(page);
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '?x=1');
  await expect(qaButton(page)).toHaveText('QA');
  expect(await page.evaluate(() => localStorage.getItem('retaguarda.mock-qa'))).toBeNull();
});

test('at 390 px the QA button covers no control: the corner tab stays clear, the bar of a scenario moves the app down', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  const bottomBar = (await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox())!;

  // Every setting as by default: a tab on the left edge, above the bottom bar, at the top of the page and at its end.
  const corner = (await qaButton(page).boundingBox())!;
  expect(corner.x).toBe(0);
  expect(corner.y + corner.height).toBeLessThanOrEqual(bottomBar.y);
  expect(await controlsUnder(page, corner)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await controlsUnder(page, corner)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));

  // A scenario in force: a bar across the top, and the app's top bar (and what follows it) below it.
  await page.evaluate(() =>
    (window as unknown as { retaguardaMock: { setLatency: (ms: number) => void } }).retaguardaMock.setLatency(
      300,
    ),
  );
  await expect(qaButton(page)).toHaveText('QA: latência 300 ms');
  const bar = (await page.locator('#retaguarda-qa-panel > div').boundingBox())!;
  expect(bar).toMatchObject({ x: 0, y: 0, width: 390 });
  const topBar = (await page.getByRole('banner').boundingBox())!;
  expect(topBar.y).toBe(bar.height);
  expect(await controlsUnder(page, bar)).toEqual([]);
  const heading = (await page.getByRole('heading', { level: 1, name: 'Cidades' }).boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);

  // The list's next page, chosen at its end, opens at its first row below the moved top bar.
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^11–20 de \d+$/)).toBeVisible();
  // At 390 px the list is cards.
  const table = (await page.getByRole('list', { name: 'Cidades' }).boundingBox())!;
  expect(table.y).toBeGreaterThanOrEqual(topBar.y + topBar.height);

  // Another page, at its top.
  await page.getByRole('link', { name: 'Chamados' }).click();
  await expectSettled(page, 'Chamados');
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await controlsUnder(page, bar)).toEqual([]);
});

test('‘Recriar os dados’ drops the demo’s changes once confirmed, and the page starts again', async ({
  page,
  expectConsole,
}) => {
  expectConsole(failedRequest(404, 'the city created before the reset is gone'));
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  const token = await apiLogin(page);
  const city: CidadeInput = {
    nome: 'Cidade do Teste de QA',
    codigoIbge: '3599917',
    uf: 'SP',
    latitude: -22.9,
    longitude: -47.06,
  };
  const created = await apiCall<{ id: number }, CidadeInput>(page, '/v1/cidades', {
    method: 'POST',
    token,
    json: city,
  });
  expect(created.status).toBe(201);

  const panel = await openPanel(page);
  await panel.getByRole('button', { name: 'Recriar os dados…' }).click();
  const question = panel.getByRole('group', { name: /^Recriar os dados com o perfil de demonstração\?/ });
  await expect(question.getByRole('button', { name: 'Recriar e recarregar' })).toBeFocused();
  await Promise.all([
    page.waitForEvent('load'),
    question.getByRole('button', { name: 'Recriar e recarregar' }).click(),
  ]);

  await waitForMockApi(page);
  await expectSettled(page, 'Cidades');
  const after = await apiCall(page, `/v1/cidades/${created.body.id}`, { token: await apiLogin(page) });
  expect(after.status).toBe(404);
});
