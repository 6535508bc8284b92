import { HttpResponse, delay, http } from 'msw';
import { apiError } from './respond';

/**
 * QA controls of the mock API: added latency and forced failures for chosen calls. In the browser
 * they are kept in localStorage (key `retaguarda.mock-qa`) and driven from the console through
 * `window.retaguardaMock` (see README); tests set them directly.
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
}

export interface QaSettings {
  latencyMs: number;
  failures: ForcedFailure[];
}

export const qaSettings: QaSettings = { latencyMs: 0, failures: [] };

export function takeFailure(method: string, path: string): ForcedFailure | undefined {
  const index = qaSettings.failures.findIndex(
    (failure) =>
      (failure.method === '*' || failure.method.toUpperCase() === method) && path.includes(failure.path),
  );
  if (index < 0) return undefined;
  const failure = qaSettings.failures[index];
  if (failure.times !== undefined) {
    failure.times -= 1;
    if (failure.times <= 0) qaSettings.failures.splice(index, 1);
  }
  return failure;
}

/** The first handler of the list: waits the latency, answers a forced failure, or lets the call through. */
export function qaHandler(apiBase: string) {
  return http.all(`*${apiBase}/*`, async ({ request }) => {
    if (qaSettings.latencyMs > 0) await delay(qaSettings.latencyMs);
    const path = new URL(request.url).pathname;
    const failure = takeFailure(request.method, path.slice(path.indexOf(apiBase) + apiBase.length));
    if (failure)
      return failure.erro
        ? apiError(failure.status, failure.erro)
        : HttpResponse.json({ errors: [] }, { status: failure.status });
    return undefined;
  });
}
