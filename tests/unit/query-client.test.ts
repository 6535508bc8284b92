import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  createQueryClient,
  getHttpStatus,
  QUERY_GC_TIME_MS,
  QUERY_STALE_TIME_MS,
  shouldRetryQuery,
} from '@/lib/query/query-client';

/** The shape of an axios error with a response. */
function httpError(status: number) {
  return Object.assign(new Error(`Request failed with status code ${status}`), { response: { status } });
}

async function countQueryCalls(error: unknown): Promise<number> {
  const client = createQueryClient();
  const queryFn = vi.fn(() => Promise.reject(error));
  await expect(client.fetchQuery({ queryKey: ['test'], queryFn, retryDelay: 0 })).rejects.toBe(error);
  return queryFn.mock.calls.length;
}

async function countMutationCalls(error: unknown): Promise<number> {
  const client = createQueryClient();
  const mutationFn = vi.fn(() => Promise.reject(error));
  const observer = new MutationObserver(client, { mutationFn, retryDelay: 0 });
  await expect(observer.mutate()).rejects.toBe(error);
  return mutationFn.mock.calls.length;
}

describe('query client defaults', () => {
  it('keeps data fresh 5 minutes and cached 10 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(QUERY_STALE_TIME_MS).toBe(300_000);
    expect(QUERY_GC_TIME_MS).toBe(600_000);
    expect(defaults?.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(defaults?.gcTime).toBe(QUERY_GC_TIME_MS);
  });

  it('retries a query once on a 500', async () => {
    expect(await countQueryCalls(httpError(500))).toBe(2);
  });

  it('retries a query once on a network error without response', async () => {
    expect(await countQueryCalls(new Error('Network Error'))).toBe(2);
  });

  it('never retries a query on 401 or 403', async () => {
    expect(await countQueryCalls(httpError(401))).toBe(1);
    expect(await countQueryCalls(httpError(403))).toBe(1);
  });

  it('never retries a mutation itself: the HTTP client retries writes, with the same idempotency key', async () => {
    expect(await countMutationCalls(httpError(500))).toBe(1);
    expect(await countMutationCalls(new Error('Network Error'))).toBe(1);
    expect(await countMutationCalls(httpError(400))).toBe(1);
  });

  it('reads the status of axios-like errors only', () => {
    expect(getHttpStatus(httpError(404))).toBe(404);
    expect(getHttpStatus(new Error('x'))).toBeUndefined();
    expect(getHttpStatus('x')).toBeUndefined();
    expect(getHttpStatus({ response: { status: '500' } })).toBeUndefined();
    expect(shouldRetryQuery(1, httpError(500))).toBe(false);
  });
});
