import { QueryClient } from '@tanstack/react-query';

/** SPEC §9: queries retry once, stale after 5 min, garbage-collected after 10 min; mutations retry once. */
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

/** Mutations retry once, but never on a 4xx answer (the request itself is wrong). */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  const status = getHttpStatus(error);
  return failureCount < MAX_RETRIES && !(status !== undefined && status >= 400 && status < 500);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetryQuery, staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_GC_TIME_MS },
      mutations: { retry: shouldRetryMutation },
    },
  });
}

/** The app's one query client (also usable outside React, e.g. to invalidate on a live event). */
export const queryClient = createQueryClient();
