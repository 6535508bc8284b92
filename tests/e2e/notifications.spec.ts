import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { apiCall, signInAs, waitForMockApi } from './support';

type Item = {
  id: number;
  titulo: string;
  lido: boolean;
  notificacaoAcao: { titulo: string; rota: string } | null;
};
type PageOf = { items: Item[]; totalItens: number };

const SOCKET_ERROR = 'Não foi possível comunicar com o servidor web-socket';
const BACKOFF_MS = [1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000];

/** The session token the app keeps in its cookie. */
async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((item) => item.name === 'rt_access');
  if (!cookie) throw new Error('no session cookie');
  return cookie.value;
}

/** A signed-in admin on the dashboard, with the mock API answering in the page and the bell shown. */
async function start(page: Page) {
  await signInAs(page, 'admin@retaguarda.dev', '/dashboard');
  await waitForMockApi(page);
  await expect(bell(page)).toBeVisible();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notificações, / });
}

async function unreadCount(page: Page): Promise<number> {
  const token = await sessionToken(page);
  const { body } = await apiCall<{ nao_lidas: number }>(page, '/v1/notificacoes/conta-notificacao', {
    token,
  });
  return body.nao_lidas;
}

async function openDrawer(page: Page) {
  await bell(page).click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe('notifications', () => {
  // Each test seeds the mock API in a fresh browser context; under parallel load that takes a while.
  test.describe.configure({ timeout: 60_000 });

  test('the badge follows a live event when a notification changes elsewhere', async ({ page }) => {
    await start(page);
    const before = await unreadCount(page);
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before} não lidas`);
    await expect(bell(page).locator('.p-badge')).toHaveText(before > 99 ? '99+' : String(before));

    // Another tab marks one read: only the socket can tell this page.
    const token = await sessionToken(page);
    const { body } = await apiCall<PageOf>(page, '/v1/notificacoes?lido=false', { token });
    await page.evaluate(
      async ({ id, token }) => {
        await fetch(`/dev/api/v1/notificacoes/lido/${id}`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${token}` },
        });
      },
      { id: body.items[0].id, token },
    );
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before - 1} não lidas`);
    await expect(bell(page).locator('.p-badge')).toHaveText(String(before - 1));
  });

  test('marks a notification read and unread from the drawer; the list and badge follow', async ({
    page,
  }) => {
    await start(page);
    const token = await sessionToken(page);
    const before = await unreadCount(page);
    const { body } = await apiCall<PageOf>(page, '/v1/notificacoes?lido=false&pagina=1&limitePagina=10', {
      token,
    });
    const first = body.items[0];

    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('tab', { name: 'Não lidas' })).toHaveAttribute('aria-selected', 'true');
    const unreadList = drawer.getByRole('list', { name: 'Não lidas' });
    await expect(unreadList.getByRole('listitem')).toHaveCount(10);
    await unreadList
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: `Marcar como lida: ${first.titulo}` })
      .click();
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before - 1} não lidas`);
    // The list refreshes without it: the second unread one is now first.
    await expect(unreadList.getByRole('listitem').first().getByRole('heading')).toHaveAccessibleName(
      new RegExp(`: ${escapeRegExp(body.items[1].titulo)}$`),
    );

    await drawer.getByRole('tab', { name: 'Todas' }).click();
    const allList = drawer.getByRole('list', { name: 'Todas' });
    await expect(allList.getByRole('listitem')).toHaveCount(10);
    const toggle = allList.getByRole('button', { name: `Marcar como não lida: ${first.titulo}` }).first();
    await toggle.click();
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before} não lidas`);
    expect(await unreadCount(page)).toBe(before);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(bell(page)).toBeFocused();
  });

  test("'Marcar todas como lidas' marks them all in one call: the bell empties, the list too, and the button turns disabled", async ({
    page,
  }) => {
    await start(page);
    const before = await unreadCount(page);
    expect(before).toBeGreaterThan(0);
    const drawer = await openDrawer(page);
    await expect(drawer.getByRole('list', { name: 'Não lidas' }).getByRole('listitem').first()).toBeVisible();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/v1/notificacoes/marca-todas-lidas'))
        calls.push(request.url());
    });

    const markAll = drawer.getByRole('button', { name: 'Marcar todas como lidas' });
    // A double click while the answer is on its way (a slow API): one call.
    await page.evaluate(() =>
      (
        window as unknown as { retaguardaMock: { setLatency: (ms: number) => void } }
      ).retaguardaMock.setLatency(400),
    );
    await markAll.dblclick();
    await expect(markAll).toHaveAttribute('aria-busy', 'true');
    await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida');
    await expect(bell(page).locator('.p-badge')).toHaveCount(0);
    await expect(drawer.getByText('Nenhuma notificação encontrada')).toBeVisible();
    await expect(markAll).toBeDisabled();
    await expect(drawer.getByRole('tab', { name: 'Não lidas' })).toBeFocused();
    await page.evaluate(() =>
      (
        window as unknown as { retaguardaMock: { setLatency: (ms: number) => void } }
      ).retaguardaMock.setLatency(0),
    );
    expect(await unreadCount(page)).toBe(0);
    expect(calls).toHaveLength(1);

    // Every notification is still there, read.
    await drawer.getByRole('tab', { name: 'Todas' }).click();
    const all = drawer.getByRole('list', { name: 'Todas' });
    await expect(all.getByRole('listitem')).toHaveCount(10);
    await expect(all.getByRole('button', { name: /^Marcar como lida:/ })).toHaveCount(0);
  });

  test('opening a notification action marks it read, then goes to its route', async ({ page }) => {
    await start(page);
    const token = await sessionToken(page);
    const { body } = await apiCall<PageOf>(page, '/v1/notificacoes?lido=false&pagina=1&limitePagina=10', {
      token,
    });
    const target = body.items.find((item) => item.notificacaoAcao)!;
    expect(target).toBeTruthy();
    const before = await unreadCount(page);

    const drawer = await openDrawer(page);
    const list = drawer.getByRole('list', { name: 'Não lidas' });
    const link = list.getByRole('link', { name: target.notificacaoAcao!.titulo }).first();
    await expect(link).toHaveAttribute('href', target.notificacaoAcao!.rota);
    const marked = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().endsWith(`/notificacoes/lido/${target.id}`),
    );
    await link.click();
    await marked;
    await expect(page).toHaveURL(new RegExp(`${target.notificacaoAcao!.rota}$`));
    await expect(drawer).toBeHidden();
    await expect(bell(page)).toHaveAccessibleName(`Notificações, ${before - 1} não lidas`);
    const all = await apiCall<PageOf>(page, '/v1/notificacoes?pagina=1&limitePagina=100', { token });
    expect(all.body.items.find((item) => item.id === target.id)?.lido).toBe(true);
  });

  test('the socket gives up after 10 attempts, shows the error toast once, and starts over a minute later', async ({
    page,
    expectConsole,
  }) => {
    expectConsole({
      pattern:
        /^error: \[MSW\] Failed to apply interceptor: the global `WebSocket` property is non-configurable/,
      why: 'the test pins a failing WebSocket, which the mock API then cannot replace',
    });
    // Every connection fails before opening. The property is non-configurable, so the mock API leaves
    // WebSocket alone (msw skips its socket interceptor with a console error; HTTP mocking still works).
    await page.addInitScript(() => {
      const win = window as unknown as { __liveAttempts: number; __liveFailures: number };
      win.__liveAttempts = 0;
      win.__liveFailures = 0;
      class FailingWebSocket extends EventTarget {
        static readonly CONNECTING = 0;
        static readonly OPEN = 1;
        static readonly CLOSING = 2;
        static readonly CLOSED = 3;
        readyState = 0;
        constructor(readonly url: string) {
          super();
          win.__liveAttempts += 1;
          void Promise.resolve().then(() => {
            this.readyState = 3;
            this.dispatchEvent(new Event('error'));
            this.dispatchEvent(new CloseEvent('close', { code: 1006 }));
            win.__liveFailures += 1;
          });
        }
        send() {}
        close() {}
      }
      Object.defineProperty(window, 'WebSocket', {
        value: FailingWebSocket,
        writable: false,
        configurable: false,
      });
    });
    const counts = () =>
      page.evaluate(() => {
        const win = window as unknown as { __liveAttempts: number; __liveFailures: number };
        return { attempts: win.__liveAttempts, failures: win.__liveFailures };
      });
    await page.clock.install();
    await start(page);

    // Fast-forward each backoff wait (the clock also flows by itself, so the exact waits are unit-tested
    // in tests/unit/live); up to the 10th reconnect attempt there is no toast.
    for (let step = 0; step < 20; step++) {
      await expect
        .poll(async () => {
          const { attempts, failures } = await counts();
          return attempts === failures; // the attempt in flight has failed
        })
        .toBe(true);
      const { failures } = await counts();
      if (failures >= 11) break;
      await expect(page.getByText(SOCKET_ERROR)).toHaveCount(0);
      await page.clock.runFor(BACKOFF_MS[Math.min(failures - 1, BACKOFF_MS.length - 1)]);
    }
    await expect.poll(counts).toEqual({ attempts: 11, failures: 11 });
    await expect(page.getByText(SOCKET_ERROR)).toHaveCount(1);
    // The clock also flows by itself, seconds of it on a busy machine: 50 s in, still nothing (the exact
    // minute is unit-tested in tests/unit/live).
    await page.clock.runFor(50_000);
    expect((await counts()).attempts).toBe(11);
    // A fresh cycle of attempts: the connection is never left for dead (that the same outage is not
    // reported again is unit-tested in tests/unit/live).
    await page.clock.runFor(10_000);
    // The new cycle's own quick retries may have run in those seconds too.
    await expect.poll(async () => (await counts()).attempts).toBeGreaterThan(11);
  });
});
