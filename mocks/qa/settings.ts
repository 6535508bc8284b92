import type { QaScenario } from './scenario';

/**
 * The QA settings of the mock API, as they are by default and as the demo keeps them: plain values and
 * the localStorage reads and writes, no other code. The mock API's kit (mocks/kit/qa.ts, tokens.ts) starts
 * from these defaults, the QA panel's scenario (./scenario.ts) compares with them, and the demo's start
 * (mocks/browser.ts) looks for a linked scenario with QA_LINK_PARAM; all of it loads with that start.
 */
export const QA_DEFAULTS = {
  /** Latency added to every call. */
  latencyMs: 0,
  /** Access-token lifetime (15 minutes). */
  accessTtlSeconds: 15 * 60,
  /** An import's processing, this long after it was accepted. */
  importDelayMs: 400,
} as const;

/** The query parameter of a link that carries a QA scenario (./scenario.ts encodes it). */
export const QA_LINK_PARAM = 'qa';

/**
 * Where the demo keeps its QA settings: localStorage, one copy for every tab of the browser (the seed
 * profile has its own key, PROFILE_KEY of mocks/browser.ts).
 */
export const QA_STORAGE_KEY = 'retaguarda.mock-qa';

/** The settings kept (a page of an older demo may have kept only some: the rest are as by default). */
export type StoredQa = Partial<Omit<QaScenario, 'profile'>>;

export function readStoredQa(): StoredQa {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(QA_STORAGE_KEY) ?? '{}');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored) ? (stored as StoredQa) : {};
  } catch {
    return {};
  }
}

export function writeStoredQa(settings: StoredQa): void {
  try {
    localStorage.setItem(QA_STORAGE_KEY, JSON.stringify(settings));
  } catch (error) {
    // Storage full or refused: the settings still hold in this page.
    console.warn('API simulada: não foi possível guardar os ajustes de QA.', error);
  }
}
