import { HttpResponse, delay } from 'msw';
import { QA_DEFAULTS } from '../qa/settings';
import { apiError } from './respond';

/**
 * QA controls of the mock API: added latency and forced failures for chosen calls. In the browser
 * they are kept in localStorage (key `retaguarda.mock-qa`, mocks/qa/browser-qa.ts) and driven from the
 * demo's QA panel or the console through `window.retaguardaMock` (see docs/mock-api.md); tests set them
 * directly. The door of every call (./dispatch.ts) applies them.
 */
export interface ForcedFailure {
  /** HTTP method, or '*' for any. */
  method: string;
  /**
   * Which calls: a substring of the path after the API base, e.g. "/v1/cidades" (any call whose path holds
   * it). With `operationId`, the operation's path in the contract instead, e.g. "/v1/cidades/{id}",
   * matched whole (see `operationId`).
   */
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
  /**
   * The contract's operation the failure was picked from (the QA panel's list): then `method` is its
   * method and `path` its path, matched whole, each `{parameter}` one segment; a call that the API's
   * router takes for another operation (GET /v1/chamados/contagem-status, not GET /v1/chamados/{id}:
   * see operationOf) does not fail.
   */
  operationId?: string;
}

export interface QaSettings {
  latencyMs: number;
  failures: ForcedFailure[];
  /** How long after its 202 an import is processed (its outcome then goes to the live socket). */
  importDelayMs: number;
}

/** An import's processing, 400 ms after it was accepted unless QA says otherwise. */
export const DEFAULT_IMPORT_DELAY_MS = QA_DEFAULTS.importDelayMs;

export const qaSettings: QaSettings = {
  latencyMs: QA_DEFAULTS.latencyMs,
  failures: [],
  importDelayMs: DEFAULT_IMPORT_DELAY_MS,
};

/** An operation of the contract, as generated/tables/operations.ts lists them. */
export interface OperationRoute {
  method: string;
  path: string;
  operationId: string;
  /** The 4xx statuses the operation declares (absent: not known, nothing is checked). */
  errors?: readonly number[];
}

let operationRoutes: readonly OperationRoute[] = [];

/**
 * The contract's operations, for failures picked by operation: with them, a call is told apart from
 * the operations of less fixed paths it also matches. Until they are given, a failure's path alone decides.
 */
export function setContractOperations(routes: readonly OperationRoute[]): void {
  operationRoutes = routes;
}

const PARAMETER = /^\{[^/{}]+\}$/;

/** Whether `path` (after the API base) is an instance of the contract path `template`. */
export function matchesTemplate(template: string, path: string): boolean {
  const wanted = template.split('/');
  const given = path.replace(/(.)\/+$/, '$1').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      PARAMETER.test(segment) ? given[index] !== '' : segment === given[index],
    )
  );
}

/**
 * The operation a call is, of those whose path it matches: the one with the fewest parameters, then the
 * most fixed text, as the API's router (Spring's) picks: GET /v1/chamados/contagem-status is not
 * GET /v1/chamados/{id}, PUT /v1/cidades/inativa/3 is PUT /v1/{recurso}/inativa/{id}, not
 * PUT /v1/cidades/{id}.
 */
export function operationOf(
  method: string,
  path: string,
  routes: readonly OperationRoute[] = operationRoutes,
): string | undefined {
  let best: { operationId: string; parameters: number; fixed: number } | undefined;
  for (const route of routes) {
    if (route.method !== method || !matchesTemplate(route.path, path)) continue;
    const segments = route.path.split('/');
    const parameters = segments.filter((segment) => PARAMETER.test(segment)).length;
    const fixed = segments.filter((segment) => !PARAMETER.test(segment)).join('/').length;
    if (!best || parameters < best.parameters || (parameters === best.parameters && fixed > best.fixed)) {
      best = { operationId: route.operationId, parameters, fixed };
    }
  }
  return best?.operationId;
}

function failureMatches(failure: ForcedFailure, method: string, path: string): boolean {
  if (failure.operationId === undefined)
    return (failure.method === '*' || failure.method.toUpperCase() === method) && path.includes(failure.path);
  if (failure.method.toUpperCase() !== method || !matchesTemplate(failure.path, path)) return false;
  const operation = operationOf(method, path);
  return operation === undefined || operation === failure.operationId;
}

const listeners = new Set<() => void>();

/** Runs `listener` after each change of the QA settings (the QA panel's badge; the browser's copy in localStorage). */
export function onQaChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners that the settings changed (whoever changed them). */
export function notifyQaChange(): void {
  for (const listener of listeners) listener();
}

/** The failure forced on this call at this stage (before it runs, or after it committed), counted down. */
export function takeFailure(
  method: string,
  path: string,
  stage: 'before' | 'afterCommit' = 'before',
): ForcedFailure | undefined {
  const index = qaSettings.failures.findIndex(
    (failure) =>
      (failure.afterCommit === true) === (stage === 'afterCommit') && failureMatches(failure, method, path),
  );
  if (index < 0) return undefined;
  const failure = qaSettings.failures[index];
  if (failure.times !== undefined) {
    failure.times -= 1;
    if (failure.times <= 0) qaSettings.failures.splice(index, 1);
    notifyQaChange();
  }
  return failure;
}

/** The answer of a forced failure. */
export function failureResponse(failure: ForcedFailure): Response {
  return failure.erro
    ? apiError(failure.status, failure.erro)
    : HttpResponse.json({ errors: [] }, { status: failure.status });
}

/** Waits the latency QA set, if any. */
export async function qaLatency(): Promise<void> {
  if (qaSettings.latencyMs > 0) await delay(qaSettings.latencyMs);
}
