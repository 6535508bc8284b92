import type { SeedProfile } from '../db/seed/seed-context';
import { notifyQaChange, onQaChange, qaSettings, setContractOperations, type ForcedFailure } from '../kit/qa';
import { tokenSettings } from '../kit/tokens';
import type { QaScenario } from './scenario';
import { QA_DEFAULTS, QA_STORAGE_KEY } from './settings';
import { readStoredQa, writeStoredQa, type StoredQa } from './stored-qa';

/**
 * The QA settings of the demo's mock API in the browser: in force in the page (mocks/kit/qa.ts,
 * mocks/kit/tokens.ts), kept in localStorage for the next pages and the other tabs (which follow a change
 * at once), and changed through one set of controls, the QA panel's and the console's
 * (`window.retaguardaMock`).
 */
export interface QaControls {
  /** The scenario in force: the same object until something changes (React reads it as an external store). */
  scenario(): QaScenario;
  /** Runs `listener` after each change, this page's or another tab's, or a forced failure used up. */
  subscribe(listener: () => void): () => void;
  /** Adds latency (ms) to every API call. */
  setLatency(ms: number): void;
  /** Access-token lifetime in seconds (short values exercise the refresh). */
  setTokenTtl(seconds: number): void;
  /** How long after its 202 an import is processed, in ms (long values leave time for a reload). */
  setImportDelay(ms: number): void;
  addFailure(failure: ForcedFailure): void;
  removeFailure(index: number): void;
  clearFailures(): void;
  /** Latency, failures, token lifetime and import delay back to their defaults (the data's profile stays). */
  restoreDefaults(): void;
  /** Drops every change and reseeds ('demo' or 'large'), then reloads the page (and the demo's other tabs). */
  reset(profile?: SeedProfile): Promise<void>;
  /**
   * The address of this page (or `href`) with the scenario in force (docs/mock-api.md, the QA panel's
   * link). Its code loads then: the demo's start does without it.
   */
  scenarioLink(href?: string): Promise<string>;
}

const whole = (value: unknown, min: number): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= min ? value : undefined;

/** Puts stored settings in force in this page; what they leave out is as by default. */
export function applyStoredQa(stored: StoredQa = readStoredQa()): void {
  qaSettings.latencyMs = whole(stored.latencyMs, 0) ?? QA_DEFAULTS.latencyMs;
  const failures = Array.isArray(stored.failures) ? stored.failures.map((failure) => ({ ...failure })) : [];
  qaSettings.failures.splice(0, qaSettings.failures.length, ...failures);
  tokenSettings.accessTtlSeconds = whole(stored.accessTtlSeconds, 1) ?? QA_DEFAULTS.accessTtlSeconds;
  qaSettings.importDelayMs = whole(stored.importDelayMs, 0) ?? QA_DEFAULTS.importDelayMs;
}

/** The settings in force in this page, as they are kept. */
function settingsInForce(): Required<StoredQa> {
  return {
    latencyMs: qaSettings.latencyMs,
    failures: qaSettings.failures.map((failure) => ({ ...failure })),
    accessTtlSeconds: tokenSettings.accessTtlSeconds,
    importDelayMs: qaSettings.importDelayMs,
  };
}

let operations: Promise<void> | null = null;

/**
 * A failure picked by operation needs the contract's list of operations to tell its calls apart
 * (mocks/kit/qa.ts): loaded (generated/tables/operations.ts) once one is in force. Until then its path
 * decides.
 */
export function loadOperationsWhenNeeded(): Promise<void> {
  if (!qaSettings.failures.some((failure) => failure.operationId !== undefined)) return Promise.resolve();
  operations ??= import('@generated/tables/operations').then(
    ({ contractOperations }) => setContractOperations(contractOperations),
    () => {
      operations = null; // offline: the next change tries again
    },
  );
  return operations;
}

/**
 * The page's QA controls, for the data of `profile`; `reset` drops the data (mocks/browser-api.ts owns
 * the database). Call once, after applyStoredQa.
 */
export function createQaControls(options: {
  profile: SeedProfile;
  reset(profile?: SeedProfile): Promise<void>;
}): QaControls {
  /** While another tab's settings are being taken in: they are not written back. */
  let followingAnotherTab = false;
  onQaChange(() => {
    if (!followingAnotherTab) writeStoredQa(settingsInForce());
    void loadOperationsWhenNeeded();
  });
  addEventListener('storage', (event) => {
    // `key` is null when another page cleared the whole storage.
    if (event.storageArea !== localStorage || (event.key !== QA_STORAGE_KEY && event.key !== null)) return;
    followingAnotherTab = true;
    try {
      applyStoredQa();
      notifyQaChange();
    } finally {
      followingAnotherTab = false;
    }
  });

  let snapshot: QaScenario | undefined;
  let snapshotKey = '';
  const scenario = (): QaScenario => {
    const current: QaScenario = { ...settingsInForce(), profile: options.profile };
    const key = JSON.stringify(current);
    if (!snapshot || key !== snapshotKey) {
      snapshot = current;
      snapshotKey = key;
    }
    return snapshot;
  };
  const change = (action: () => void) => {
    action();
    notifyQaChange();
  };

  return {
    scenario,
    subscribe: onQaChange,
    setLatency: (ms) => change(() => (qaSettings.latencyMs = ms)),
    setTokenTtl: (seconds) => change(() => (tokenSettings.accessTtlSeconds = seconds)),
    setImportDelay: (ms) => change(() => (qaSettings.importDelayMs = ms)),
    addFailure: (failure) => change(() => qaSettings.failures.push({ ...failure })),
    removeFailure: (index) => change(() => qaSettings.failures.splice(index, 1)),
    clearFailures: () => change(() => qaSettings.failures.splice(0)),
    restoreDefaults: () => change(() => applyStoredQa({})),
    reset: options.reset,
    scenarioLink: async (href = location.href) => (await import('./scenario')).scenarioLink(href, scenario()),
  };
}
