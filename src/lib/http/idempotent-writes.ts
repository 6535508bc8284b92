import { isAxiosError, type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { randomUuid } from '@/lib/random-uuid';

/**
 * Writes that survive a retry. A POST or PATCH is not idempotent: sent twice, it may create two records.
 * Each one carries an Idempotency-Key (a fresh UUID per call), and the one retry a write gets (after a
 * network error or a 5xx, which may come after the server already committed it, as with a gateway
 * timeout) is the same request with the same key: the API answers a repeated key with its first answer
 * and writes nothing twice (the contract's x-idempotency). Writes are retried here, not by React Query,
 * which would make a new request (and a new key) for its retry.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEYED_METHODS = new Set(['post', 'patch']);

type RetriedConfig = InternalAxiosRequestConfig & { _writeRetried?: boolean };

function isWrite(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  return method !== 'get' && method !== 'head';
}

/** A failure the same request may not meet again: no answer at all (not a cancel), or a 5xx. */
function isTransient(error: AxiosError): boolean {
  if (error.code === 'ERR_CANCELED') return false;
  const status = error.response?.status;
  return status === undefined ? !error.response : status >= 500;
}

/** Gives every POST and PATCH its key; a retried or replayed request keeps the one it has. */
export function withIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (KEYED_METHODS.has((config.method ?? 'get').toLowerCase()) && !config.headers.has(IDEMPOTENCY_HEADER)) {
    config.headers.set(IDEMPOTENCY_HEADER, randomUuid());
  }
  return config;
}

/** Retries a write once, the same request (and key), after a network error or a 5xx. */
export function installWriteRetry(client: AxiosInstance): void {
  client.interceptors.response.use(undefined, (error: unknown) => {
    if (!isAxiosError(error) || !error.config) throw error;
    const config = error.config as RetriedConfig;
    if (!isWrite(config) || config._writeRetried || !isTransient(error)) throw error;
    config._writeRetried = true;
    return client.request(config);
  });
}
