import axios, { type AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig, isRuntimeConfigLoaded, runtimeConfigLoaded } from '@/lib/config/runtime-config';
import { apiUrl } from '@/lib/boot/early-read-requests';
import { getAccessToken } from '@/lib/session/token-store';
import { hasEarlyReads, takeEarlyRead } from './early-read-answers';
import { installWriteRetry, withIdempotencyKey } from './idempotent-writes';

/**
 * The one axios instance of the app. Features never call axios or fetch directly. Arrays go as repeated
 * keys (status=A&status=B), the form the API reads. The API takes a bearer, not an XSRF cookie: without
 * `withXSRFToken: false` axios would parse the address and read document.cookie on every call.
 */
export const http = axios.create({ paramsSerializer: { indexes: null }, withXSRFToken: false });

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A call only a decorative picture hangs on (useFileObjectUrl): its failure is no one's but the
     * picture's, so a 401 that outlives the token's renewal leaves the session alone
     * (src/lib/session/session-interceptors.ts).
     */
    decorative?: boolean;
  }
}

/** Refused before it is sent: a call whose address is not a path of the API. */
export class OffApiRequestError extends Error {
  constructor(url: string) {
    super(`Chamada recusada: ${url} não é um caminho da API.`);
    this.name = 'OffApiRequestError';
  }
}

/**
 * Whether `url` is a path under the API's base (what every call of the app is): not an absolute URL
 * (a scheme), not protocol-relative ('//host', or '/\host', which browsers read the same way).
 */
export function isApiPath(url: string): boolean {
  const trimmed = url.trim();
  return !/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !/^[\\/]{2}/.test(trimmed);
}

/**
 * The API's base URL of the runtime configuration and the session's bearer, on every call; an
 * idempotency key on every POST and PATCH (./idempotent-writes.ts). The bearer goes to the API's origin
 * only: a call to any other address (an absolute or protocol-relative URL, such as a file URL an API
 * answer carried) is refused before it leaves.
 */
function toApi(config: InternalAxiosRequestConfig, apiBaseUrl: string): InternalAxiosRequestConfig {
  if (config.url !== undefined && !isApiPath(config.url)) throw new OffApiRequestError(config.url);
  config.baseURL ??= apiBaseUrl;
  const token = getAccessToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return withIdempotencyKey(config);
}

// The app paints while config.json is on its way: the first calls wait for it here.
http.interceptors.request.use(
  async (config) => toApi(config, (await runtimeConfigLoaded()).apiBaseUrl),
  undefined,
  {
    runWhen: () => !isRuntimeConfigLoaded(),
  },
);
// Once it is in, synchronously: axios then sends the request in the task that makes it, so a list's next
// page asked for on a click is on its way before React renders the click.
http.interceptors.request.use((config) => toApi(config, getRuntimeConfig().apiBaseUrl), undefined, {
  synchronous: true,
  runWhen: () => isRuntimeConfigLoaded(),
});

installWriteRetry(http);

/** A failed blob download carries its JSON error body as a Blob: turn it back into JSON. */
http.interceptors.response.use(undefined, async (error: AxiosError) => {
  const data = error.response?.data;
  if (error.response && data instanceof Blob && data.type.includes('json')) {
    try {
      error.response.data = JSON.parse(await data.text());
    } catch {
      /* keep the raw body */
    }
  }
  return Promise.reject(error);
});

/** The orval mutator: every generated call goes through the one axios instance. */
export async function httpRequest<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const request = { ...config, ...options };
  if (hasEarlyReads()) {
    const early = await earlyAnswer(request);
    if (early !== undefined) return early as T;
  }
  const response = await http.request<T>(request);
  return response.data;
}

/** The answer of a plain JSON GET the page's first script already made (early-read-answers.ts), if any. */
async function earlyAnswer(request: AxiosRequestConfig): Promise<unknown> {
  const plainGet =
    (request.method ?? 'GET').toUpperCase() === 'GET' && !request.params && !request.responseType;
  if (!plainGet || !request.url) return undefined;
  const { apiBaseUrl } = await runtimeConfigLoaded();
  return takeEarlyRead(apiUrl(apiBaseUrl, request.url), getAccessToken());
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
