import axios, { type AxiosError, type AxiosRequestConfig } from 'axios';
import { runtimeConfigLoaded } from '@/lib/config/runtime-config';
import { getAccessToken } from '@/lib/session/token-store';

/**
 * The one axios instance of the app. Features never call axios or fetch directly. Arrays go as repeated
 * keys (status=A&status=B), the form the API reads. The API takes a bearer, not an XSRF cookie: without
 * `withXSRFToken: false` axios would parse the address and read document.cookie on every call.
 */
export const http = axios.create({ paramsSerializer: { indexes: null }, withXSRFToken: false });

http.interceptors.request.use(async (config) => {
  // The API base URL of the runtime configuration, read per call: the app paints while config.json is
  // on its way, so the first calls wait for it here.
  config.baseURL ??= (await runtimeConfigLoaded()).apiBaseUrl;
  const token = getAccessToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

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
  const response = await http.request<T>({ ...config, ...options });
  return response.data;
}

export type ErrorType<E> = AxiosError<E>;
export type BodyType<B> = B;
