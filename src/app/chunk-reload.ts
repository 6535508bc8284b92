/**
 * After a deploy, the chunk names of the running page may no longer exist on the server: the dynamic
 * import fails. One automatic reload fetches the new entry; a flag in sessionStorage prevents a loop
 * (cleared once the app renders a route successfully).
 */

import { reloadPage } from './reload-page';

export const CHUNK_RELOAD_FLAG = 'retaguarda:chunk-reload';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
];

export interface ChunkReloadEnv {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function browserEnv(): ChunkReloadEnv {
  let storage: ChunkReloadEnv['storage'];
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, reload: reloadPage };
}

/**
 * True for the errors browsers and bundlers raise when a code-split module cannot be loaded, also when
 * wrapped by another error (`cause`).
 */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (error === null || error === undefined || depth > 3) return false;
  if (typeof error === 'string') return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error));
  if (typeof error !== 'object') return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message)))
    return true;
  return isChunkLoadError(cause, depth + 1);
}

/**
 * Reloads the page once for a chunk load error. Returns true when a reload was triggered; false when the
 * error is of another kind or a reload already happened in this tab (the error page is shown instead).
 */
export function reloadOnceForChunkError(error: unknown, env: ChunkReloadEnv = browserEnv()): boolean {
  return isChunkLoadError(error) && reloadOnce(env);
}

function reloadOnce(env: ChunkReloadEnv): boolean {
  const { storage } = env;
  if (!storage) return false;
  try {
    if (storage.getItem(CHUNK_RELOAD_FLAG)) return false;
    storage.setItem(CHUNK_RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** Forgets the reload (call after a successful load) so that a later deploy may reload again. */
export function clearChunkReloadFlag(env: Pick<ChunkReloadEnv, 'storage'> = browserEnv()): void {
  try {
    env.storage?.removeItem(CHUNK_RELOAD_FLAG);
  } catch {
    // storage unavailable: nothing to clear
  }
}

/**
 * Listens to Vite's `vite:preloadError` (a lazy chunk or one of its dependencies failed to load): every
 * such event is a chunk error. When the page reloads, the error is cancelled; otherwise it propagates to
 * the route error page.
 */
export function installChunkReloadListener(
  target: Window = window,
  env: ChunkReloadEnv = browserEnv(),
): () => void {
  const listener = (event: Event) => {
    if (reloadOnce(env)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', listener);
  return () => target.removeEventListener('vite:preloadError', listener);
}
