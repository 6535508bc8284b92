import { EARLY_READS_GLOBAL } from '@/lib/boot/early-read-requests';

/**
 * The answers to the early reads the page's first script requested (src/lib/boot/early-read-requests.ts),
 * as the HTTP client takes them: each once, while recent, with the session's token.
 */

interface EarlyReads {
  /** The bearer the requests carried. */
  token: string;
  /** When they were made (ms since the epoch). */
  at: number;
  requests: Record<string, Promise<Response> | undefined>;
}

/** An early answer is the app's start-up's: a read made later than this after it asks the API again. */
const EARLY_READS_LIFETIME_MS = 30_000;

/**
 * The script's reads still to take: none once every one was taken or their time is over (the global goes
 * then, so that every later request of the app finds nothing here at the cost of one lookup).
 */
function liveEarlyReads(): EarlyReads | undefined {
  if (typeof window === 'undefined') return undefined;
  const holder = window as unknown as Record<string, EarlyReads | undefined>;
  const reads = holder[EARLY_READS_GLOBAL];
  if (!reads) return undefined;
  const live =
    Date.now() - reads.at <= EARLY_READS_LIFETIME_MS && Object.values(reads.requests).some(Boolean);
  if (live) return reads;
  delete holder[EARLY_READS_GLOBAL];
  return undefined;
}

/**
 * The answer the page's first script made for a GET of `url` (build/route-preload-plugin.ts makes the
 * reads every signed-in page starts with), taken once; undefined when there is none, or it is too old. It
 * resolves to the answer's JSON when it succeeded with the session's current token; otherwise to
 * undefined, and the caller makes the request itself (an expired token then goes through the client's
 * usual handling).
 */
export function takeEarlyRead(url: string, token: string | null): Promise<unknown> | undefined {
  const reads = liveEarlyReads();
  const request = reads?.requests[url];
  if (!reads || !request) return undefined;
  delete reads.requests[url];
  if (reads.token !== token) return Promise.resolve(undefined);
  return request.then(
    (response) => (response.ok ? (response.json() as Promise<unknown>) : undefined),
    () => undefined,
  );
}

/** Whether the page's first script made reads the app has not taken yet, still recent. */
export function hasEarlyReads(): boolean {
  return liveEarlyReads() !== undefined;
}
