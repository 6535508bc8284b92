/**
 * The session as a tiny external store (no React here): the snapshot, its subscribers and why the last
 * session ended. session-store.ts builds the hooks and the sign-in / restore / sign-out flows on it.
 */

export type SessionUser = {
  id: number;
  nome: string;
  email: string;
  avatarUrl: string | null;
  admin: boolean;
};

export type SessionStatus = 'signed-out' | 'restoring' | 'signed-in';

export interface SessionSnapshot {
  status: SessionStatus;
  user: SessionUser | null;
  /** Action codes of GET /v1/eu/permissoes (`acoes`). */
  actions: ReadonlySet<string>;
}

/**
 * Why the last session ended: 'user' (Sair), 'expired' (refresh failed, or a replayed call was refused
 * again) or 'denied' (profile failure or a user without the admin flag, during sign-in or restore).
 */
export type SignOutReason = 'user' | 'expired' | 'denied';

const NO_ACTIONS: ReadonlySet<string> = new Set();

export const SIGNED_OUT: SessionSnapshot = Object.freeze({
  status: 'signed-out',
  user: null,
  actions: NO_ACTIONS,
});

let snapshot: SessionSnapshot = SIGNED_OUT;
let lastReason: SignOutReason | null = null;
const listeners = new Set<() => void>();

export function getSessionSnapshot(): SessionSnapshot {
  return snapshot;
}

export function setSessionSnapshot(next: SessionSnapshot): void {
  if (next === snapshot) return;
  snapshot = next;
  for (const listener of [...listeners]) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getLastSignOutReason(): SignOutReason | null {
  return lastReason;
}

export function setLastSignOutReason(reason: SignOutReason | null): void {
  lastReason = reason;
}
