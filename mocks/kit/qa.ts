import { HttpResponse, delay } from 'msw';
import { apiError } from './respond';

/**
 * QA controls of the mock API: added latency and forced failures for chosen calls. In the browser
 * they are kept in localStorage (key `retaguarda.mock-qa`) and driven from the console through
 * `window.retaguardaMock` (see docs/mock-api.md); tests set them directly. The door of every call
 * (./dispatch.ts) applies them.
 */
export interface ForcedFailure {
  /** HTTP method, or '*' for any. */
  method: string;
  /** A substring of the path after the API base, e.g. "/v1/cidades". */
  path: string;
  status: number;
  /** Message answered in `erro`; without it the body carries no message (the UI's fallback text shows). */
  erro?: string;
  /** How many calls fail before the failure goes away; forever when absent. */
  times?: number;
  /**
   * The call is carried out (its write committed) and only its answer is the failure: a gateway that
   * timed out after the server did the work. Without it, the call fails before doing anything.
   */
  afterCommit?: boolean;
}

export interface QaSettings {
  latencyMs: number;
  failures: ForcedFailure[];
  /** How long after its 202 an import is processed (its outcome then goes to the live socket). */
  importDelayMs: number;
}

/** An import's processing, 400 ms after it was accepted unless QA says otherwise. */
export const DEFAULT_IMPORT_DELAY_MS = 400;

export const qaSettings: QaSettings = { latencyMs: 0, failures: [], importDelayMs: DEFAULT_IMPORT_DELAY_MS };

/** The failure forced on this call at this stage (before it runs, or after it committed), counted down. */
export function takeFailure(method: string, path: string, stage: 'before' | 'afterCommit' = 'before'): ForcedFailure | undefined {
  const index = qaSettings.failures.findIndex(
    (failure) =>
      (failure.afterCommit === true) === (stage === 'afterCommit') &&
      (failure.method === '*' || failure.method.toUpperCase() === method) &&
      path.includes(failure.path),
  );
  if (index < 0) return undefined;
  const failure = qaSettings.failures[index];
  if (failure.times !== undefined) {
    failure.times -= 1;
    if (failure.times <= 0) qaSettings.failures.splice(index, 1);
  }
  return failure;
}

/** The answer of a forced failure. */
export function failureResponse(failure: ForcedFailure): Response {
  return failure.erro ? apiError(failure.status, failure.erro) : HttpResponse.json({ errors: [] }, { status: failure.status });
}

/** Waits the latency QA set, if any. */
export async function qaLatency(): Promise<void> {
  if (qaSettings.latencyMs > 0) await delay(qaSettings.latencyMs);
}
