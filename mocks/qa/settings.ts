/**
 * The QA settings of the mock API, as they are by default and where the demo keeps them: plain values,
 * no imports (the localStorage reads and writes are in ./stored-qa.ts). The mock API's kit (mocks/kit/qa.ts, tokens.ts) starts
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

/**
 * The id of the QA panel's element (./launcher.tsx, ./panel.tsx), and the marker of its code:
 * scripts/check-production-build.mjs fails a production build that holds it (the panel comes only with
 * the mock API: the demo and `npm start`).
 */
export const QA_PANEL_ID = 'retaguarda-qa-panel';
