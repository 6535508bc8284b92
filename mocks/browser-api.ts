import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { demoSeedUrl, seedVersion } from 'virtual:retaguarda/demo-seed';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import { MOCK_WORKER_URL, PROFILE_KEY, type EarlyStart } from './browser';
import { shareDatabase, type SharedDatabase } from './browser-database';
import { restoreDatabase, type MockDatabase } from './db/database';
import type { SeedProfile } from './db/seed/seed-context';
import { loadDemoSeed } from './demo-seed';
import { sessionStartHandlers } from './handlers/session-start';
import type { MockContext } from './kit/context';
import { answering } from './kit/dispatch';
import { LiveHub } from './kit/live-hub';
import { applyStoredQa, createQaControls, loadOperationsWhenNeeded, type QaControls } from './qa/browser-qa';

/** Console controls for QA (docs/mock-api.md): the QA panel's, and a few of the console's own. */
function installConsoleControls(ctx: MockContext, shared: SharedDatabase, qa: QaControls) {
  let stopCustomerActivity: (() => void) | undefined;
  const controls = {
    ...qa,
    /** How many live sockets of the user are open now. */
    liveConnections(userId: number) {
      return ctx.live.connectionsOf(userId);
    },
    /** Makes calls fail: e.g. fail('GET', '/v1/cidades', 500) or fail('*', '/v1/eu/perfil', 403, undefined, 1). */
    fail(method: string, path: string, status: number, erro?: string, times?: number) {
      qa.addFailure({ method, path, status, erro, times });
    },
    /**
     * Makes calls do their work and then fail, as a gateway timing out after the server committed:
     * e.g. failAfterCommit('POST', '/v1/cidades', 504) (once by default).
     */
    failAfterCommit(method: string, path: string, status: number, times = 1) {
      qa.addFailure({ method, path, status, times, afterCommit: true });
    },
    /**
     * A customer opens a ticket from their portal (the newest ticket): customerTicket() or
     * customerTicket({ titulo: 'Erro ao emitir CT-e da filial', empresaId: 3 }). Answers the ticket.
     */
    async customerTicket(options?: { titulo?: string; empresaId?: number }) {
      const { openCustomerTicket } = await import('./handlers/customer-activity');
      return ctx.access.write(async () => openCustomerTicket(ctx, options));
    },
    /** A user of the ticket's customer comments on it (its assignees are notified): customerComment(12, '<p>Alguma novidade?</p>'). */
    async customerComment(ticketId: number, comentario?: string) {
      const { addCustomerComment } = await import('./handlers/customer-activity');
      return ctx.access.write(async () => addCustomerComment(ctx, ticketId, comentario));
    },
    /** Every `ms`, a customer opens a ticket or comments on an open one, in turn, until customerActivity(0) (or a reload). */
    async customerActivity(ms: number) {
      stopCustomerActivity?.();
      stopCustomerActivity = undefined;
      if (!(ms > 0)) return;
      const { startCustomerActivity } = await import('./handlers/customer-activity');
      stopCustomerActivity = startCustomerActivity(ctx, ms);
    },
    save: shared.save,
  };
  Object.assign(window, { retaguardaMock: controls });
}

/**
 * A fresh database. 'demo': the pre-generated seed (build/demo-seed-plugin.ts), fetched and moved to
 * today. 'large' (QA only, `retaguardaMock.reset('large')`): seeded here, with the seed code and faker
 * behind a dynamic import, in a chunk the demo never fetches.
 */
async function freshDatabase(profile: SeedProfile, seed: Promise<Response> | null): Promise<MockDatabase> {
  if (profile === 'demo') return loadDemoSeed(demoSeedUrl, seedVersion, new Date(), seed ?? undefined);
  const { seedDatabase } = await import('./db/seed');
  return seedDatabase(profile);
}

/**
 * The page-data handlers (mocks/handlers/index.ts keeps the one order), behind one handler of the
 * API's paths that loads them on the first call they may answer: their module holds the contract's
 * schemas of every resource, the most of the mock API's start-up work, and a page needs them only
 * after its session (session-start.ts) is loaded. A call none of them answers falls through, as before.
 * `warmUp` loads them ahead, for a page that stays idle (the sign-in form while someone types).
 */
function pageDataHandlersOnDemand(ctx: MockContext): { handler: HttpHandler; warmUp: () => void } {
  let handlers: Promise<HttpHandler[]> | undefined;
  const load = () =>
    (handlers ??= import('./handlers/page-data').then(
      (module) => module.pageDataHandlers(ctx),
      (error: unknown) => {
        handlers = undefined; // the next call tries again
        throw error;
      },
    ));
  return {
    handler: http.all(`*${ctx.apiBase}/*`, async ({ request }) => getResponse(await load(), request)),
    warmUp: () => void load().catch(() => undefined),
  };
}

/**
 * The browser's offline switch (a lost network, or DevTools' and Playwright's emulation) does not reach a
 * mock that answers from inside the page: while the browser is offline, every call fails as a network
 * error would and the live socket is dropped and refused, as with a real API across the network.
 */
function followBrowserNetwork(ctx: MockContext): HttpHandler {
  const follow = () => ctx.live.setReachable(navigator.onLine);
  addEventListener('online', follow);
  addEventListener('offline', follow);
  follow();
  return http.all(`*${ctx.apiBase}/*`, () => (navigator.onLine ? undefined : HttpResponse.error()));
}

/** Idle for a while after the start: the first page is drawn by then. */
function whenLongIdle(action: () => void): void {
  setTimeout(() => {
    // Safari has no requestIdleCallback: there, the delay alone.
    if (typeof requestIdleCallback === 'function') requestIdleCallback(action, { timeout: 2000 });
    else action();
  }, 3000);
}

/** Once the page is loaded and the browser idle (the app's first page is being drawn by then, or drawn). */
function afterFirstPaint(action: () => void): void {
  const idle = () =>
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(action, { timeout: 2000 });
      else setTimeout(action, 200);
    });
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * The QA panel's button (mocks/qa/launcher.tsx, a chunk of its own, loaded after the first paint; the
 * panel itself loads when opened). Never in a production build: it comes with the mock API. Offline, it
 * waits for the network (a failed chunk would make the app reload, src/app/chunk-reload.ts).
 */
function mountQaPanelLauncher(qa: QaControls): void {
  if (!navigator.onLine) {
    addEventListener('online', () => mountQaPanelLauncher(qa), { once: true });
    return;
  }
  import('./qa/launcher').then(
    ({ mountQaLauncher }) => mountQaLauncher(qa),
    () => addEventListener('online', () => mountQaPanelLauncher(qa), { once: true }),
  );
}

/**
 * The mock API's code (loaded by browser.ts, with what it got ready meanwhile): restores the saved
 * database (or makes a fresh one), shares it with the demo's other tabs through IndexedDB
 * (browser-database.ts) and starts the service worker.
 */
export async function runMockApi(config: RuntimeConfig, early: EarlyStart): Promise<void> {
  applyStoredQa();
  // Failures picked by operation (the QA panel's) tell their calls apart with the contract's operations.
  const operations = loadOperationsWhenNeeded();

  const { profile, saved } = early;
  const db = saved ? restoreDatabase(saved.snapshot) : await freshDatabase(profile, early.seed);
  const apiBase = new URL(config.apiBaseUrl, location.origin).pathname.replace(/\/$/, '');
  const shared = shareDatabase(db, seedVersion, profile, saved?.revision ?? null);
  const ctx: MockContext = {
    db,
    live: new LiveHub(),
    apiBase,
    now: () => new Date(),
    access: shared.access,
  };

  ctx.live.shareAcrossTabs('retaguarda-mock-live');
  // Imports accepted before a reload (or in a tab since closed) are processed once their user is back.
  // Their code comes with the page-data handlers: loaded only when one is pending.
  ctx.live.onConnect(() => {
    if (Object.keys(ctx.db.pendingImports).length > 0)
      void import('./handlers/import-queue').then(({ scheduleImports }) => scheduleImports(ctx));
  });

  const pageData = pageDataHandlersOnDemand(ctx);
  const worker = setupWorker(
    followBrowserNetwork(ctx),
    answering(ctx, [...sessionStartHandlers(ctx), pageData.handler]),
    ctx.live.handler,
  );
  await Promise.all([early.worker, operations]);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: MOCK_WORKER_URL } });
  const qa = createQaControls({
    profile,
    async reset(next: SeedProfile = 'demo') {
      localStorage.setItem(PROFILE_KEY, next);
      await shared.drop();
      location.reload();
    },
  });
  installConsoleControls(ctx, shared, qa);
  afterFirstPaint(() => mountQaPanelLauncher(qa));
  whenLongIdle(pageData.warmUp);
  // A fresh database is saved too (the next visit then neither fetches nor moves the seed), but not
  // while the first page is being drawn: copying the whole database into IndexedDB is a long task.
  // Its first write saves it anyway.
  if (!saved)
    whenLongIdle(
      () =>
        void shared.save().catch((error: unknown) => console.warn('API simulada: falha ao salvar.', error)),
    );
}
