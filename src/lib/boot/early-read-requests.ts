/**
 * The API reads every signed-in page starts with, requested by the build's first script
 * (build/route-preload-plugin.ts) as soon as config.json is in, while the app's code is still on its
 * way; the HTTP client takes their answers instead of asking again (src/lib/http/early-read-answers.ts).
 * Plain data, read by the build and by the app.
 */

/** Where the script leaves its requests: `{ token, at, requests: { [url]: Promise<Response> } }`. */
export const EARLY_READS_GLOBAL = '__retaguardaEarlyReads';

/** The session's profile and permissions (every signed-in page waits for them) and the bell's count. */
export const EARLY_READ_PATHS: readonly string[] = [
  '/v1/eu/perfil',
  '/v1/eu/permissoes',
  '/v1/notificacoes/conta-notificacao',
];

/** The API's base URL when config.json has none (the runtime configuration's default). */
export const DEFAULT_API_BASE_URL = '/dev/api';

/** A path of the API under its base URL, joined as axios joins baseURL and url (one slash between). */
export function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
