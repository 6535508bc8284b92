import { getResponse, http, type HttpHandler } from 'msw';
import type { KeptAnswer, MockDatabase } from '../db/database';
import type { MockContext } from './context';
import { checkAnswer } from './contract-answers';
import { failureResponse, qaLatency, takeFailure } from './qa';
import { UntypedJsonPartError } from './request';
import { apiError } from './respond';

/*
 * The one door of the mock API's calls, in front of its handlers: QA's latency and forced failures, the
 * database access (a read sees the latest data; a write runs alone and is answered once stored), and
 * the idempotency keys of the contract's x-idempotency: the first 2xx answer to a POST or PATCH with an
 * Idempotency-Key is kept for a day, and a repeat of the key (same method and path) gets it back without
 * running again. Every answer a handler gives is checked against the contract (./contract-answers.ts).
 */

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const KEYED = new Set(['POST', 'PATCH']);
/** The session's calls answer with tokens: never kept (a repeated sign-in just signs in again). */
const NEVER_KEPT = '/v1/authorization/';
const KEEP_ANSWERS_MS = 24 * 60 * 60 * 1000;

function replay(kept: KeptAnswer): Response {
  return new Response(kept.body.byteLength ? kept.body.slice() : null, {
    status: kept.status,
    headers: kept.headers,
  });
}

async function keepAnswer(db: MockDatabase, scope: string, response: Response, now: number): Promise<void> {
  for (const [kept, answer] of Object.entries(db.idempotency))
    if (now - answer.at > KEEP_ANSWERS_MS) delete db.idempotency[kept];
  const body = new Uint8Array(await response.clone().arrayBuffer());
  db.idempotency[scope] = {
    at: now,
    status: response.status,
    headers: [...response.headers.entries()],
    body,
  };
}

/** The path of a call after the API base ('/v1/cidades'). */
function apiPathOf(ctx: MockContext, url: URL): string {
  return url.pathname.slice(url.pathname.indexOf(ctx.apiBase) + ctx.apiBase.length);
}

/** The handlers' answer; 415 for a JSON part sent without its type (mocks/kit/request.ts). */
async function answerOf(handlers: HttpHandler[], request: Request): Promise<Response | undefined> {
  try {
    return await getResponse(handlers, request);
  } catch (error) {
    if (error instanceof UntypedJsonPartError) return apiError(415, error.message);
    throw error;
  }
}

/** One handler in front of `handlers` (a call none of them answers falls through, as before). */
export function answering(ctx: MockContext, handlers: HttpHandler[]): HttpHandler {
  // Repeats of a key that arrive while its first call still runs wait for it (in Node nothing else
  // orders them; in the demo the write lock does too).
  const running = new Map<string, Promise<unknown>>();

  return http.all(`*${ctx.apiBase}/*`, async ({ request }) => {
    await qaLatency();
    const url = new URL(request.url);
    const path = apiPathOf(ctx, url);
    const before = takeFailure(request.method, path);
    if (before) return failureResponse(before);
    if (READS.has(request.method)) {
      const answer = await ctx.access.read(() => getResponse(handlers, request));
      if (answer) void checkAnswer(request.method, path, answer);
      return answer;
    }

    const key =
      KEYED.has(request.method) && !path.startsWith(NEVER_KEPT)
        ? request.headers.get('idempotency-key')
        : null;
    const scope = key ? `${request.method} ${path}${url.search} ${key}` : null;
    const earlier = scope ? running.get(scope) : undefined;
    if (earlier) await earlier.catch(() => undefined);
    const write = ctx.access.write(async () => {
      const kept = scope ? ctx.db.idempotency[scope] : undefined;
      if (kept) return replay(kept);
      const response = await answerOf(handlers, request);
      if (scope && response?.ok) await keepAnswer(ctx.db, scope, response, ctx.now().getTime());
      return response;
    });
    if (scope) {
      running.set(scope, write);
      void write.catch(() => undefined).finally(() => running.delete(scope));
    }
    const response = await write;
    if (!response) return undefined;
    void checkAnswer(request.method, path, response);
    const after = takeFailure(request.method, path, 'afterCommit');
    return after ? failureResponse(after) : response;
  });
}
