import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiCall, apiLogin, signInAs, waitForMockApi } from './support';

const SCREENSHOTS = 'test-results/shell-screens';

function sideNav(page: Page) {
  return page.getByRole('navigation', { name: 'Navegação principal' });
}

function currentNavEntry(page: Page) {
  return sideNav(page).locator('a[aria-current="page"]');
}

test.describe('shell', () => {
  test('top bar: product name, notification bell and the avatar menu', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/cidades');
    const banner = page.getByRole('banner');
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.height).toBe(69);

    await expect(banner.getByRole('button', { name: /^Notificações/ })).toBeVisible();
    await banner.getByRole('link', { name: 'Retaguarda' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();

    const avatarButton = banner.getByRole('button', { name: 'Menu do usuário ANA CAROLINA MENDES' });
    await avatarButton.click();
    const menu = page.getByRole('menu', { name: 'Menu do usuário' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Olá, Ana')).toBeVisible();
    await expect(menu.getByText('admin@retaguarda.dev')).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(['Meu perfil', 'Sair']);
    await page.screenshot({ path: `${SCREENSHOTS}/avatar-menu.png` });

    await menu.getByRole('menuitem', { name: 'Meu perfil' }).click();
    await expect(page).toHaveURL(/\/dashboard\/perfil$/);
    await expect(menu).toBeHidden();
  });

  test("'Sair' signs out and goes back to sign-in; the dashboard then needs credentials", async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    await page.getByRole('button', { name: /^Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.context().cookies()).filter((cookie) => cookie.name.startsWith('rt_'))).toEqual([]);
    await page.goto('/dashboard/todas-rotinas');
    await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard%2Ftodas-rotinas$/);
  });

  test('the avatar menu works from the keyboard', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const avatarButton = page.getByRole('button', { name: /^Menu do usuário/ });
    await avatarButton.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Menu do usuário' });
    await expect(menu).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(avatarButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter'); // the first item: Meu perfil
    await expect(page).toHaveURL(/\/dashboard\/perfil$/);
  });

  test('side navigation: the four entries on a 90 px left bar, the active one highlighted', async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    const nav = sideNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Chamados', 'Clientes', 'Usuários', 'Rotinas']);
    const box = await nav.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 69, width: 90 });
    await expect(currentNavEntry(page)).toHaveCount(0);

    for (const [entry, url] of [
      ['Chamados', /\/dashboard\/chamados$/],
      ['Clientes', /\/dashboard\/empresas$/],
      ['Usuários', /\/dashboard\/usuarios$/],
      ['Rotinas', /\/dashboard\/todas-rotinas$/],
    ] as const) {
      await nav.getByRole('link', { name: entry }).click();
      await expect(page).toHaveURL(url);
      await expect(currentNavEntry(page)).toHaveText(entry);
    }
    // A routine opened from the hub keeps Rotinas highlighted.
    await page.getByRole('link', { name: /^NCMs/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/ncms$/);
    await expect(currentNavEntry(page)).toHaveText('Rotinas');

    // Keyboard: the skip link comes first, then the top bar, then the navigation; focus is visible.
    await page.goto('/dashboard/todas-rotinas');
    await expect(page.getByRole('heading', { level: 1, name: 'Todas as rotinas' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeFocused();
    const rotinas = nav.getByRole('link', { name: 'Rotinas' });
    await rotinas.focus();
    const outline = await rotinas.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).toBe('solid');

    await page.screenshot({ path: `${SCREENSHOTS}/desktop-routine-hub.png`, fullPage: true });
  });

  test('mobile widths: the side navigation is a bottom bar', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/chamados');
    const nav = sideNav(page);
    await expect(nav.getByRole('link')).toHaveText(['Chamados', 'Clientes', 'Usuários', 'Rotinas']);
    const box = (await nav.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
    expect(box.y + box.height).toBe(844);
    expect(box.height).toBeLessThanOrEqual(72);
    await expect(currentNavEntry(page)).toHaveText('Chamados');

    await nav.getByRole('link', { name: 'Rotinas' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Todas as rotinas' })).toBeVisible();
    await expect(currentNavEntry(page)).toHaveText('Rotinas');
    // The content is not hidden behind the bar and uses the width of the phone.
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.width).toBeGreaterThan(340);
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-routine-hub.png`, fullPage: true });
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: /^Aberto: \d+ chamados?$/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/mobile-dashboard.png`, fullPage: true });
  });

  test('content width is min(80%, 1180px) of the content area', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    expect((await page.getByRole('main').boundingBox())?.width).toBe(1180);
    await page.setViewportSize({ width: 1100, height: 900 });
    const area = (await page.locator('.app-shell__content').boundingBox())!;
    expect(area.x).toBe(90);
    expect((await page.getByRole('main').boundingBox())!.width).toBeCloseTo(area.width * 0.8, 0);
  });

  test('toasts sit top-right below the top bar (never over its bell and avatar); on a phone, across the screen', async ({
    page,
  }) => {
    for (const viewport of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      // A restricted account sent to a routine it cannot open: the guard's toast, back on the start page.
      await signInAs(page, 'suporte@retaguarda.dev', '/dashboard/filiais');
      const message = page.locator('.p-toast-message', { hasText: 'Usuário sem acesso a esta rotina' });
      await expect(message).toBeVisible();
      await expect(message).toHaveAttribute('aria-live', 'assertive');
      const bar = (await page.getByRole('banner').boundingBox())!;
      const toast = (await message.boundingBox())!;
      const where = `at ${viewport.width}px`;
      expect(toast.y, where).toBeGreaterThanOrEqual(bar.y + bar.height);
      expect(toast.x + toast.width, where).toBeLessThanOrEqual(viewport.width - 8);
      if (viewport.width > 767) {
        expect(toast.width, where).toBeLessThanOrEqual(21 * 16);
      } else {
        expect(toast.x, where).toBeLessThanOrEqual(8);
      }
    }
  });
});

test.describe('start page', () => {
  test('open tickets by status from the API, each card opening the tickets list on its status', async ({
    page,
  }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
    await waitForMockApi(page);
    const token = await apiLogin(page);
    const expected: Record<string, number> = {};
    for (const status of ['EM_ABERTO', 'EM_ANALISE', 'AGUARDANDO_RESPOSTA_SUPORTE']) {
      const { body } = await apiCall<{ totalItens: number }>(
        page,
        `/v1/chamados?status=${status}&limitePagina=10`,
        {
          token,
        },
      );
      expected[status] = body.totalItens;
    }
    const tickets = page.getByRole('region', { name: 'Chamados por situação' });
    const plural = (count: number) => `${count} ${count === 1 ? 'chamado' : 'chamados'}`;
    await expect(tickets.getByRole('link', { name: `Aberto: ${plural(expected.EM_ABERTO)}` })).toBeVisible();
    await expect(
      tickets.getByRole('link', { name: `Em análise: ${plural(expected.EM_ANALISE)}` }),
    ).toBeVisible();
    await expect(
      tickets.getByRole('link', {
        name: `Aguardando resposta do suporte: ${plural(expected.AGUARDANDO_RESPOSTA_SUPORTE)}`,
      }),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/desktop-dashboard.png`, fullPage: true });

    await tickets.getByRole('link', { name: /^Em análise:/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/chamados\?tab=EM_ANALISE$/);
    await expect(currentNavEntry(page)).toHaveText('Chamados');
  });

  test('shortcuts lead to the routines; a restricted user sees only theirs', async ({ page }) => {
    await signInAs(page, 'suporte@retaguarda.dev', '/dashboard');
    const shortcuts = page.getByRole('region', { name: 'Acesso rápido' });
    await expect(shortcuts.getByRole('link')).toHaveText(['Todas as rotinas', 'Cidades', 'Países']);
    await shortcuts.getByRole('link', { name: 'Países' }).click();
    await expect(page).toHaveURL(/\/dashboard\/paises$/);
  });
});

test.describe('routine hub', () => {
  test('every routine, grouped and searchable without accents', async ({ page }) => {
    await signInAs(page, 'admin@retaguarda.dev', '/dashboard/todas-rotinas');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      /^Cadastros gerais/,
      /^Fiscal/,
      /^Transporte/,
      /^Clientes/,
      /^Sistema/,
    ]);
    await expect(page.getByRole('status')).toHaveText('18 rotinas');

    const search = page.getByRole('searchbox', { name: 'Pesquisar rotina' });
    await search.fill('pedagio');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Transporte/]);
    await expect(page.getByRole('main').getByRole('link', { name: /^Praças de pedágio/ })).toBeVisible();
    await search.fill('ALIQUOTA');
    await expect(page.getByRole('main').locator('.hub-card__name')).toHaveText([
      'Alíquotas de ICMS',
      'Alíquotas de seguro',
    ]);
    await search.fill('zzz');
    await expect(page.getByRole('status')).toHaveText('Nenhum registro encontrado');
    await search.fill('cidade');
    await page.getByRole('link', { name: /^Cidades/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/cidades$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cidades' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('searchbox', { name: 'Pesquisar rotina' })).toHaveValue('cidade');
  });

  test('the restricted account suporte@ sees only Cidades and Países', async ({ page }) => {
    await signInAs(page, 'suporte@retaguarda.dev', '/dashboard/todas-rotinas');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([/^Cadastros gerais/]);
    await expect(page.getByRole('main').locator('.hub-card__name')).toHaveText(['Cidades', 'Países']);
    await expect(sideNav(page).getByRole('link')).toHaveText(['Chamados', 'Rotinas']);
    await page.screenshot({ path: `${SCREENSHOTS}/restricted-routine-hub.png`, fullPage: true });
  });
});
