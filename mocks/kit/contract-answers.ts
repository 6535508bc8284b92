import { matchesTemplate, operationOf, type OperationRoute } from './qa';

/*
 * The mock checks its own answers against the contract: each JSON answer of a 2xx status is parsed with
 * the zod schema orval generated for its operation's response (generated/zod). A field the contract
 * renamed, an enum value it no longer has, a reference it requires that the mock left out: the answer
 * still goes out, and the mismatch is said, naming the operation and the path of the bad value — an
 * error thrown in the tests (vitest fails the run), a console error in the dev server and the demo (the
 * end-to-end suite fails on one). The schemas come with the page-data handlers (../handlers/page-data.ts
 * gives them here: checkAnswersAgainst), not by an import of this module's own: a lazy chunk failing to load
 * (a page gone offline) must not make the page reload. Answers before them (sign-in, the session's
 * reads) go unchecked in the demo; in Node the handlers are all there from the start.
 */

/** What the check needs of a zod schema (orval's, zod 4). */
interface ResponseSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: ContractIssue[] } };
}

interface ContractIssue {
  path: PropertyKey[];
  message: string;
}

/** The contract's operations (generated/tables/operations.ts) and its generated zod schemas by name (generated/zod). */
export interface AnswerContract {
  routes: readonly OperationRoute[];
  schemas: Readonly<Record<string, unknown>>;
}

let contract: AnswerContract | null = null;

/** The contract the answers are checked against from now on. */
export function checkAnswersAgainst(given: AnswerContract): void {
  contract = given;
}

function isSchema(value: unknown): value is ResponseSchema {
  return typeof (value as Partial<ResponseSchema> | undefined)?.safeParse === 'function';
}

/** Where a value sits in an answer: 'items[3].ispb', '(o corpo)' for the answer itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(o corpo)';
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`))
    .join('');
}

/**
 * What is wrong with `body`, the answer of `method path` with `status`, by the contract; null when it
 * holds (or the call is no operation of the contract, or its answer has no schema: files, no content).
 * The operation is the one the API's router takes (operationOf): '/v1/cidades/exporta-excel' also fits
 * '/v1/cidades/{id}', but a literal path wins (the contract has no ambiguous pair, Redocly checks).
 */
export function contractMismatch(method: string, path: string, status: number, body: unknown): string | null {
  if (status >= 400 && status < 500) return errorMismatch(method, path, status, body);
  if (status < 200 || status >= 300 || !contract) return null;
  const { routes, schemas } = contract;
  const operationId = operationOf(method, path, routes);
  if (operationId === undefined) return null;
  const schema = schemas[`${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Response`];
  if (!isSchema(schema)) return null;
  const result = schema.safeParse(body);
  if (result.success) return null;
  const [first, ...others] = result.error.issues;
  const more = others.length === 0 ? '' : ` (e mais ${others.length})`;
  return `API simulada fora do contrato: ${method} ${path} (${operationId}): ${issuePath(first.path)}: ${first.message}${more}`;
}

/**
 * An error answer: its status is one the operation declares (the contract's responses, not only
 * `default`), and its body has the shape of Erro (`errors`, a list, always there).
 */
function errorMismatch(method: string, path: string, status: number, body: unknown): string | null {
  if (!contract) return null;
  const candidates = contract.routes.filter(
    (route) => route.method === method && matchesTemplate(route.path, path) && route.errors !== undefined,
  );
  if (candidates.length === 0) return null;
  const operationId = operationOf(method, path, contract.routes) ?? candidates[0].operationId;
  if (!candidates.some((route) => route.errors?.includes(status)))
    return `API simulada fora do contrato: ${method} ${path} (${operationId}) respondeu ${status}, que a operação não declara`;
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors)
    ? null
    : `API simulada fora do contrato: ${method} ${path} (${operationId}): errors: a resposta de erro ${status} não traz a lista errors`;
}

/** Whether this is a test run (vitest): a mismatch then fails it instead of being logged. */
function inTests(): boolean {
  return typeof process !== 'undefined' && process.env.VITEST !== undefined;
}

/** Says a mismatch: thrown in the tests (an unhandled rejection fails the run), logged elsewhere. */
function reportMismatch(mismatch: string): void {
  if (inTests()) throw new Error(mismatch);
  console.error(mismatch);
}

/**
 * Resolves when the browser's main thread has nothing else to do (at once elsewhere): a page of 100
 * rows takes milliseconds to read and check, which must not come between a click and the rows it shows.
 */
function whenIdle(): Promise<void> {
  if (typeof requestIdleCallback !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 }));
}

/**
 * Checks a JSON answer of the mock (it goes out meanwhile), once the main thread is idle, and says when
 * it is not what the contract promises. Settles once checked (`report` is for this module's tests).
 */
export function checkAnswer(
  method: string,
  path: string,
  response: Response,
  report: (mismatch: string) => void = reportMismatch,
): Promise<void> {
  if (!contract || !(response.headers.get('content-type') ?? '').includes('application/json')) {
    return Promise.resolve();
  }
  const copy = response.clone();
  return whenIdle()
    .then(() => copy.json())
    .then(
      (body: unknown) => contractMismatch(method, path, response.status, body),
      () => null,
    )
    .then((mismatch) => {
      if (mismatch) report(mismatch);
    });
}
