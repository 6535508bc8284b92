import { demoSeedUrl, seedVersion } from 'virtual:retaguarda/demo-seed';
import { pageDataHandlerFiles } from 'virtual:retaguarda/mock-files';
import type { RuntimeConfig } from '@/lib/config/runtime-config';
import { loadSavedDatabase, type SavedDatabase } from './browser-store';
import type { SeedProfile } from './db/seed/seed-context';
import { QA_LINK_PARAM } from './qa/settings';

export const MOCK_WORKER_URL = '/mockServiceWorker.js';
export const PROFILE_KEY = 'retaguarda.mock-profile';

/** What the start of the demo got ready while the mock API's code was loading. */
export interface EarlyStart {
  profile: SeedProfile;
  /** The database saved by an earlier visit or another tab (null: a fresh one is made). */
  saved: SavedDatabase | null;
  /** The demo seed's response, asked for when there is no saved database of the 'demo' profile. */
  seed: Promise<Response> | null;
  /** Settles when the worker is registered and in charge of the page (or left to msw). */
  worker: Promise<void>;
}

/**
 * Registers the mock worker when this browser has none: it installs and activates in its own thread
 * while the page loads the mock API's code. Resolves when it controls the page, so msw's start finds a
 * worker in charge (with a registration but no controller, msw reloads the page). With a registration
 * already there, msw takes it as it is.
 */
async function registerMockWorker(): Promise<void> {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || (await container.getRegistration())) return;
  const controlled = new Promise<void>((resolve) =>
    container.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  await container.register(MOCK_WORKER_URL);
  if (!container.controller) await controlled;
}

/**
 * Fetches (without running) the code of the page-data handlers (mocks/browser-api.ts runs it on the first
 * call that needs it). Now, while the worker does not answer for the page yet: once it does, each file
 * the page fetches waits for the page's main thread to tell the worker to let it through.
 */
function preloadPageDataHandlers(): void {
  for (const href of pageDataHandlerFiles) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Starts the embedded mock API in the page. This module is small on purpose: the worker's registration,
 * the saved database (IndexedDB) and the seed's download start at once, side by side with the download
 * of the mock API's code (msw, the handlers, the contract's schemas: browser-api.ts), which then only
 * has to run.
 */
export async function startMockApi(config: RuntimeConfig): Promise<void> {
  let profile = (localStorage.getItem(PROFILE_KEY) as SeedProfile | null) ?? 'demo';
  const worker = registerMockWorker().catch((error: unknown) => {
    // msw registers it again and reports what is wrong.
    console.warn('API simulada: registro antecipado do worker falhou.', error);
  });
  const api = import('./browser-api');
  preloadPageDataHandlers();
  // A QA scenario in the address (a link of the QA panel): in force before the mock API reads its settings.
  if (new URLSearchParams(location.search).has(QA_LINK_PARAM)) {
    const { applyScenarioLink } = await import('./qa/link');
    profile = await applyScenarioLink(profile);
  }
  const saved = await loadSavedDatabase(seedVersion, profile);
  const seed = saved === null && profile === 'demo' ? fetch(demoSeedUrl) : null;
  // An unhandled rejection would be reported before browser-api.ts reads the response.
  seed?.catch(() => undefined);
  const { runMockApi } = await api;
  await runMockApi(config, { profile, saved, seed, worker });
}
