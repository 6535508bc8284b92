import { setupWorker } from 'msw/browser';
import { demoSeedUrl } from 'virtual:retaguarda/demo-seed';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import { clearSavedDatabase, loadSavedDatabase, saveDatabase } from './browser-store';
import type { MockDatabase } from './db/database';
import type { SeedProfile } from './db/seed/seed-context';
import { SEED_VERSION } from './db/seed/version';
import { loadDemoSeed } from './demo-seed';
import { createHandlers } from './handlers';
import type { MockContext } from './kit/context';
import { LiveHub } from './kit/live-hub';
import { qaSettings, type ForcedFailure } from './kit/qa';
import { tokenSettings } from './kit/tokens';

const QA_KEY = 'retaguarda.mock-qa';
const PROFILE_KEY = 'retaguarda.mock-profile';

interface StoredQa {
  latencyMs?: number;
  failures?: ForcedFailure[];
  accessTtlSeconds?: number;
}

function readQa(): StoredQa {
  try {
    return JSON.parse(localStorage.getItem(QA_KEY) ?? '{}') as StoredQa;
  } catch {
    return {};
  }
}

function writeQa(change: StoredQa): void {
  localStorage.setItem(QA_KEY, JSON.stringify({ ...readQa(), ...change }));
}

/** Console controls for QA (README: "API simulada"). */
function installConsoleControls(persist: () => Promise<void>) {
  const controls = {
    /** Adds latency (ms) to every API call. */
    setLatency(ms: number) {
      qaSettings.latencyMs = ms;
      writeQa({ latencyMs: ms });
    },
    /** Makes calls fail: e.g. fail('GET', '/v1/cidades', 500) or fail('*', '/v1/eu/perfil', 403, undefined, 1). */
    fail(method: string, path: string, status: number, erro?: string, times?: number) {
      qaSettings.failures.push({ method, path, status, erro, times });
      writeQa({ failures: qaSettings.failures });
    },
    clearFailures() {
      qaSettings.failures.splice(0);
      writeQa({ failures: [] });
    },
    /** Access-token lifetime in seconds (short values exercise the refresh). */
    setTokenTtl(seconds: number) {
      tokenSettings.accessTtlSeconds = seconds;
      writeQa({ accessTtlSeconds: seconds });
    },
    /** Drops every change and reseeds ('demo' or 'large'), then reloads the page. */
    async reset(profile: SeedProfile = 'demo') {
      localStorage.setItem(PROFILE_KEY, profile);
      await clearSavedDatabase();
      location.reload();
    },
    save: persist,
  };
  Object.assign(window, { retaguardaMock: controls });
}

/**
 * A fresh database. 'demo': the pre-generated seed (build/demo-seed-plugin.ts), fetched and moved to
 * today. 'large' (QA only, `retaguardaMock.reset('large')`): seeded here, with the seed code and faker
 * behind a dynamic import, in a chunk the demo never fetches.
 */
async function freshDatabase(profile: SeedProfile): Promise<MockDatabase> {
  if (profile === 'demo') return loadDemoSeed(demoSeedUrl, SEED_VERSION);
  const { seedDatabase } = await import('./db/seed');
  return seedDatabase(profile);
}

/**
 * Starts the embedded mock API in the page: restores the saved database (or makes a fresh one), registers the
 * service worker and keeps the data in IndexedDB after every change.
 */
export async function startMockApi(config: RuntimeConfig): Promise<void> {
  const stored = readQa();
  qaSettings.latencyMs = stored.latencyMs ?? 0;
  qaSettings.failures.splice(0, qaSettings.failures.length, ...(stored.failures ?? []));
  if (stored.accessTtlSeconds) tokenSettings.accessTtlSeconds = stored.accessTtlSeconds;

  const profile = (localStorage.getItem(PROFILE_KEY) as SeedProfile | null) ?? 'demo';
  const saved = await loadSavedDatabase(SEED_VERSION, profile);
  const db = saved ?? (await freshDatabase(profile));
  const apiBase = new URL(config.apiBaseUrl, location.origin).pathname.replace(/\/$/, '');
  let pending: ReturnType<typeof setTimeout> | undefined;
  const persist = () => saveDatabase(db, SEED_VERSION, profile);
  const persistNow = () => {
    clearTimeout(pending);
    pending = undefined;
    void persist().catch((error) => console.warn('API simulada: falha ao salvar.', error));
  };
  const schedulePersist = () => {
    clearTimeout(pending);
    pending = setTimeout(persistNow, 250);
  };
  // Leaving the page (reload, close) starts a pending save at once: best effort, IndexedDB may finish it.
  addEventListener('pagehide', () => {
    if (pending !== undefined) persistNow();
  });
  const ctx: MockContext = { db, live: new LiveHub(), apiBase, now: () => new Date(), changed: schedulePersist };

  const worker = setupWorker(...createHandlers(ctx));
  worker.events.on('response:mocked', ({ request }) => {
    if (request.method !== 'GET') schedulePersist();
  });
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  if (!saved) schedulePersist();
  installConsoleControls(persist);
}
