import type { Locator, Page } from '@playwright/test';
import { axe, describeViolations } from './a11y/axe';
import { apiCall, apiLogin, expectSettled, signInAs } from './support';
import { expect, test } from './test';
import { apiTickets, codeOf, NEWEST_FIRST } from './tickets-support';

/**
 * A phone that is a phone (issue 34), at 390 × 844 in both themes: the queue and the resource lists as
 * cards, with nothing to scroll sideways; a card opens its record; a record's actions in its '⋯' menu; a
 * ticket's description on the first screen; axe finds nothing.
 */

test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

/** The page as wide as the screen: nothing to scroll sideways. */
async function expectNoSideways(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: the page's width`).toBeLessThanOrEqual(innerWidth);
}

/** Each of `controls` lies within the screen's width. */
async function expectWithinWidth(controls: Locator[], where: string): Promise<void> {
  for (const control of controls) {
    const box = (await control.boundingBox())!;
    expect(box.x, `${where}: ${control}`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${where}: ${control}`).toBeLessThanOrEqual(390);
  }
}

/** axe finds nothing on the page, in the theme the test emulates. */
async function expectAxeClean(page: Page, theme: 'light' | 'dark', where: string): Promise<void> {
  await expect(page.locator('html'), `theme of ${where}`).toHaveAttribute('data-theme', theme);
  const { violations } = await axe(page).analyze();
  expect(describeViolations(violations), `axe violations on ${where} (${theme})`).toBe('');
}

/** The bottom navigation bar's top: it covers the bottom of a phone's screen. */
const navTop = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navegação principal' })
    .evaluate((nav) => nav.getBoundingClientRect().top);

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test('the queue is cards, the whole list page fits 390 px, and a tap on a card opens its ticket with its description on the first screen', async ({
      page,
    }) => {
      await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
      await expectSettled(page, 'Chamados');
      const token = await apiLogin(page);
      const open = (await apiTickets(page, token, `status=EM_ABERTO&${NEWEST_FIRST}`)).items;

      const cards = page.getByRole('list', { name: 'Chamados' }).getByRole('listitem');
      await expect(cards).toHaveCount(open.length);
      await expect(page.getByRole('table')).toHaveCount(0);
      // In the API's order, each with its code and its title as the link to the ticket.
      for (const [index, ticket] of open.slice(0, 3).entries()) {
        await expect(cards.nth(index)).toContainText(codeOf(ticket));
        await expect(cards.nth(index).getByRole('link', { name: ticket.titulo })).toHaveAttribute(
          'href',
          `/dashboard/chamados/${ticket.id}/detalhes`,
        );
      }
      await expectNoSideways(page, 'the queue');
      await expectWithinWidth(
        [
          page.getByRole('tablist', { name: 'Visões da fila' }),
          page.getByRole('tablist', { name: 'Situação dos chamados' }),
          page.getByRole('searchbox', { name: 'Pesquisar' }),
          page.getByRole('button', { name: /^Filtros/ }),
          page.getByRole('navigation', { name: 'Paginação' }),
          ...(await cards.all()),
        ],
        'the queue',
      );
      await expectAxeClean(page, theme, 'the queue as cards');

      // A tap anywhere on the card, away from its title, opens the ticket.
      const second = open[1];
      await cards.nth(1).scrollIntoViewIfNeeded();
      const box = (await cards.nth(1).boundingBox())!;
      await page.mouse.click(box.x + box.width - 24, box.y + box.height - 12);
      await expect(page).toHaveURL((url) => url.pathname === `/dashboard/chamados/${second.id}/detalhes`);
      await expectSettled(page, 'Detalhes do chamado');
      await page.evaluate(() => window.scrollTo(0, 0));
      const text = page
        .getByRole('region', { name: 'Descrição' })
        .locator('.ticket-description__text > *')
        .first();
      await expect(text).toBeVisible();
      const top = await text.evaluate((element) => element.getBoundingClientRect().top);
      expect(top).toBeGreaterThan(0);
      // Its first line (about 20 px) above the bottom bar.
      expect(top + 20).toBeLessThanOrEqual(await navTop(page));
      await expectNoSideways(page, 'the ticket');
      await expectAxeClean(page, theme, 'a ticket on a phone');
    });

    test("cities and customers are cards: name, fields, state and a '⋯' menu whose 'Inativar' opens its dialog", async ({
      page,
    }) => {
      await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
      await expectSettled(page, 'Cidades');
      const token = await apiLogin(page);
      for (const { path, title, recurso, fields } of [
        { path: '/dashboard/cidades', title: 'Cidades', recurso: 'cidades', fields: ['Código IBGE', 'UF'] },
        {
          path: '/dashboard/empresas',
          title: 'Clientes',
          recurso: 'empresas',
          fields: ['CPF/CNPJ', 'Plano', 'Servidor'],
        },
      ]) {
        if (path !== '/dashboard/cidades') {
          await page.goto(path);
          await expectSettled(page, title);
        }
        const { body } = await apiCall<{ items: Array<{ id: number; nome: string; ativo: boolean }> }>(
          page,
          `/v1/${recurso}?ordenacao=nome,asc&limitePagina=10&pagina=1`,
          { token },
        );
        const cards = page.getByRole('list', { name: title }).getByRole('listitem');
        await expect(cards).toHaveCount(body.items.length);
        await expect(page.getByRole('table')).toHaveCount(0);
        const first = body.items[0];
        const card = cards.first();
        await expect(card.getByRole('link', { name: first.nome, exact: true })).toHaveAttribute(
          'href',
          `${path}/${first.id}/consulta`,
        );
        await expect(card.locator('dt')).toHaveText(fields);
        await expect(card).toContainText(first.ativo ? 'Ativo' : 'Inativo');
        await expect(card.getByRole('checkbox', { name: `Selecionar ${first.nome}` })).toBeVisible();
        await expectNoSideways(page, title);
        await expectWithinWidth(
          [
            page.getByRole('searchbox', { name: 'Pesquisar' }),
            page.getByRole('navigation', { name: 'Paginação' }),
            ...(await cards.all()),
          ],
          title,
        );
        await expectAxeClean(page, theme, `${title} as cards`);

        const active = body.items.find((item) => item.ativo)!;
        const activeCard = cards.filter({ has: page.getByRole('link', { name: active.nome, exact: true }) });
        await activeCard.getByRole('button', { name: `Mais ações ${active.nome}` }).click();
        const menu = page.getByRole('menu', { name: `Mais ações ${active.nome}` });
        await menu.getByRole('menuitem', { name: `Inativar ${active.nome}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Inativar registro' });
        await expect(dialog.getByLabel('Motivo')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
}

test("on a phone the cards' order is a select: 'Código IBGE (decrescente)' puts the highest code first, as the API orders it", async ({
  page,
}) => {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
  await expectSettled(page, 'Cidades');
  const token = await apiLogin(page);
  const { body } = await apiCall<{ items: Array<{ nome: string }> }>(
    page,
    '/v1/cidades?ordenacao=codigoIbge,desc&limitePagina=10&pagina=1',
    { token },
  );
  const order = page.getByRole('combobox', { name: 'Ordenar por' });
  // The list's default order is the one chosen until another is.
  await expect(order).toHaveValue('nome,asc');
  await order.selectOption({ label: 'Código IBGE (decrescente)' });
  await expect(page).toHaveURL(/[?&]ordem=codigoIbge%2Cdesc/);
  const cards = page.getByRole('list', { name: 'Cidades' }).getByRole('listitem');
  await expect(cards.first().getByRole('link', { name: body.items[0].nome, exact: true })).toBeVisible();
  await expect(cards).toHaveCount(body.items.length);
  await expectNoSideways(page, 'the ordered cards');
  await expectWithinWidth([order], 'the order select');
});
