import { getSessionSnapshot } from './session-state';
import { getSessionTokens } from './token-store';

/**
 * Makes sure the session is loaded (session-store's restoreSession: true when signed in), loading the
 * session flows and the HTTP client (session-client.ts) only when there is a session to restore or to
 * end. A signed-out visitor without the session cookies gets `false` at once: the sign-in page paints
 * without them.
 */
export async function ensureSession(): Promise<boolean> {
  if (getSessionTokens() === null && getSessionSnapshot().status === 'signed-out') return false;
  const session = await import('./session-client');
  return session.restoreSession();
}

/** Starts loading the session flows when there are session cookies: a restore is about to need them. */
export function preloadSessionFlows(): void {
  if (getSessionTokens() !== null) import('./session-client').catch(() => undefined);
}
