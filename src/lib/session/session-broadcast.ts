import type { SignOutReason } from './session-state';

/*
 * The end of a session reaches every tab of the app at once: the tab where it ends (Sair, the idle
 * timeout, a refused renewal) says so on a BroadcastChannel of the origin, and each other tab ends its
 * own session on hearing it (session-store.ts: its data, its socket, the sign-in page). The message is
 * the reason only, never a token nor anything of the user. Where BroadcastChannel is missing (none of
 * the browsers the app supports), a tab still finds out at its next call: the cookies are gone.
 */

/** The channel's name: every tab of the app's origin opens it. */
export const SESSION_CHANNEL = 'retaguarda-sessao';
const REASONS: ReadonlySet<string> = new Set<SignOutReason>(['user', 'expired', 'denied']);

/** What goes on the channel: the session ended, and why. */
export interface SignedOutMessage {
  type: 'signed-out';
  reason: SignOutReason;
}

let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null;
  }
  return channel;
}

function isSignedOutMessage(data: unknown): data is SignedOutMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, reason } = data as Partial<SignedOutMessage>;
  return type === 'signed-out' && typeof reason === 'string' && REASONS.has(reason);
}

/** Tells the other tabs that the session ended here (this tab does not hear its own message). */
export function announceSignOut(reason: SignOutReason): void {
  const message: SignedOutMessage = { type: 'signed-out', reason };
  try {
    sessionChannel()?.postMessage(message);
  } catch {
    // A closed channel (the page is going away): the other tabs find out at their next call.
  }
}

/** Runs `handler` when another tab says its session ended (anything else on the channel is ignored). */
export function onSignOutElsewhere(handler: (reason: SignOutReason) => void): () => void {
  const current = sessionChannel();
  if (!current) return () => undefined;
  const listener = (event: MessageEvent) => {
    if (isSignedOutMessage(event.data)) handler(event.data.reason);
  };
  current.addEventListener('message', listener);
  return () => current.removeEventListener('message', listener);
}
