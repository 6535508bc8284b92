import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/http/error-message';
import { toast } from '@/lib/toast/toast';

/**
 * Queries retry once, stale after 5 min, garbage-collected after 10 min. Mutations retry once too, but in
 * the HTTP client, with the same idempotency key (src/lib/http/idempotent-writes.ts): a retry of React
 * Query's would be a new request, which the API could not tell from a second save. While the
 * browser is offline React Query holds them (its online manager); when the network comes back, every
 * query on screen is asked again, fresh or not: what changed meanwhile shows without a reload.
 */
export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 10 * 60 * 1000;
const MAX_RETRIES = 1;

/** HTTP status of a failed call (axios errors carry it in `response.status`), if any. */
export function getHttpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** Queries retry once, but never on 401 or 403 (the session or the permission decides, not luck). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = getHttpStatus(error);
  return failureCount < MAX_RETRIES && status !== 401 && status !== 403;
}

/** `meta: { silent: true }` on a query or mutation: it shows its own error (or none). */
function isSilent(meta: Record<string, unknown> | undefined): boolean {
  return meta?.silent === true;
}

/**
 * The one place API errors become red toasts, once per failed query or mutation. A 401 is
 * left to the session (it refreshes, or signs out and shows the sign-in page).
 */
export function notifyApiError(error: unknown, meta?: Record<string, unknown>): void {
  if (isSilent(meta) || getHttpStatus(error) === 401) return;
  toast.error(getErrorMessage(error));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => notifyApiError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => notifyApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnReconnect: 'always',
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one query client (also usable outside React, e.g. to invalidate on a live event). */
export const queryClient = createQueryClient();
