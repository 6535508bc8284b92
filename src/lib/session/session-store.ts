import { useSyncExternalStore } from 'react';
import { autenticaUsuario, buscaMeuPerfil, buscaMinhasPermissoes } from '@generated/api/sessao/sessao';
import { isTemporaryFailure } from '@/lib/http/error-message';
import { queryClient } from '@/lib/query/query-client';
import { announceSignOut, onSignOutElsewhere } from './session-broadcast';
import { SessionError, SessionUnavailableError, sessionMessages } from './session-error';
import {
  getSessionSnapshot,
  setLastSignOutReason,
  setSessionSnapshot,
  SIGNED_OUT,
  subscribeSession,
  type SessionSnapshot,
  type SessionUser,
  type SignOutReason,
} from './session-state';
import { RenewalTimeoutError, startTokenRefreshTimer, stopTokenRefreshTimer } from './token-refresh';
import { clearSessionTokens, getSessionTokens, saveSessionTokens } from './token-store';

export type { SessionSnapshot, SessionStatus, SessionUser, SignOutReason } from './session-state';
export { getLastSignOutReason, getSessionSnapshot } from './session-state';

/** Bumped whenever a session starts or ends: late answers of an older attempt are ignored. */
let generation = 0;
let restoring: Promise<boolean> | null = null;

/** The session: status, user and action codes. Re-renders when any of them changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/** The user of the latest session: what a signed-in component still shows while it goes away. */
let lastUser: SessionUser | null = null;
subscribeSession(() => {
  lastUser = getSessionSnapshot().user ?? lastUser;
});

/**
 * The signed-in user, for components of the signed-in area (the session gate renders them only then).
 * Right after a sign-out, until they unmount, they keep the last user instead of crashing.
 */
export function useCurrentUser(): SessionUser {
  const user = useSession().user ?? lastUser;
  if (!user) throw new Error('useCurrentUser: nenhuma sessão ativa');
  return user;
}

/** Applies profile changes (name, avatar) to the signed-in user, so the shell shows them at once. */
export function updateSessionUser(changes: Partial<SessionUser>): void {
  const current = getSessionSnapshot();
  if (!current.user) return;
  setSessionSnapshot({ ...current, user: { ...current.user, ...changes } });
}

/**
 * This tab's part of ending a session: refresh timer (and a renewal being retried), the store (the
 * session gate then drops the signed-in area, its socket included) and cached queries.
 */
function leave(reason: SignOutReason): void {
  generation++;
  restoring = null;
  stopTokenRefreshTimer();
  setLastSignOutReason(reason);
  setSessionSnapshot(SIGNED_OUT);
  queryClient.clear();
}

/**
 * Ends the session: tokens, refresh timer, cached queries and the store, here and in every other tab of
 * the app at once (session-broadcast.ts; the message carries the reason only). Navigation is the guard's.
 */
export function endSession(reason: SignOutReason): void {
  clearSessionTokens();
  leave(reason);
  announceSignOut(reason);
}

/*
 * Another tab ended the session (Sair, the idle timeout, a refused renewal): this one ends it too, at once,
 * with the same reason (the guard shows sign-in as that tab does). The cookies are not touched here: that
 * tab cleared them, and whatever they hold by now (a sign-in since) is not this message's to clear. A tab
 * signed out already, or signing in (still signed out until its profile loads), has nothing to end.
 */
onSignOutElsewhere((reason) => {
  if (getSessionSnapshot().status === 'signed-out') return;
  leave(reason);
});

/** Signs out (the avatar menu's 'Sair'); the signed-in area then goes back to sign-in. */
export function signOut(): void {
  endSession('user');
}

interface LoadedSession {
  user: SessionUser;
  actions: ReadonlySet<string>;
}

async function loadSession(): Promise<LoadedSession> {
  const [perfil, permissoes] = await Promise.all([buscaMeuPerfil(), buscaMinhasPermissoes()]);
  const { id, nome, email, avatarUrl, admin } = perfil.usuario;
  return {
    user: { id, nome, email, avatarUrl: avatarUrl ?? null, admin },
    actions: new Set(permissoes.acoes),
  };
}

function enter(loaded: LoadedSession): void {
  setLastSignOutReason(null);
  setSessionSnapshot({ status: 'signed-in', user: loaded.user, actions: loaded.actions });
  const ticket = generation;
  startTokenRefreshTimer(() => {
    if (ticket === generation) endSession('expired');
  });
}

/**
 * Login → tokens in the cookies → profile and permissions. A user without the admin flag (or whose
 * profile cannot be read) is signed out at once and the returned promise rejects with the text to show.
 * A refused login rejects with the API's error (show it with getErrorMessage).
 */
export async function signIn(email: string, senha: string): Promise<void> {
  const tokens = await autenticaUsuario({ email, senha });
  const ticket = ++generation;
  saveSessionTokens({ token: tokens.token, refreshToken: tokens.refreshToken });
  let loaded: LoadedSession;
  try {
    loaded = await loadSession();
  } catch {
    if (ticket === generation) endSession('denied');
    throw new SessionError(sessionMessages.profileUnavailable);
  }
  if (ticket !== generation) throw new SessionError(sessionMessages.profileUnavailable);
  if (!loaded.user.admin) {
    endSession('denied');
    throw new SessionError(sessionMessages.notStaff);
  }
  enter(loaded);
}

async function restore(): Promise<boolean> {
  const ticket = ++generation;
  setSessionSnapshot({ ...SIGNED_OUT, status: 'restoring' });
  try {
    const loaded = await loadSession();
    if (ticket !== generation) return false;
    if (!loaded.user.admin) {
      endSession('denied');
      return false;
    }
    enter(loaded);
    return true;
  } catch (error) {
    if (ticket !== generation) return false;
    // A moment of failing API or network keeps the session: this tab shows the error with a retry, and
    // no other tab (with a form half filled, maybe) is signed out for it.
    const temporary = error instanceof RenewalTimeoutError || isTemporaryFailure(error);
    if (getSessionSnapshot().status === 'restoring' && temporary) {
      setSessionSnapshot(SIGNED_OUT);
      throw new SessionUnavailableError();
    }
    endSession('denied');
    return false;
  }
}

/**
 * Makes sure the session is loaded: true when signed in (at once if already), false without tokens or
 * when the profile, the permissions or the admin flag refuse it (then signed out). Rejects with
 * SessionUnavailableError when the API or the network failed for a while (the session is kept; the
 * route's error page offers a retry). Concurrent callers share one restore.
 */
export function restoreSession(): Promise<boolean> {
  const { status } = getSessionSnapshot();
  const hasTokens = getSessionTokens() !== null;
  if (!hasTokens) {
    if (status !== 'signed-out') endSession('expired');
    return Promise.resolve(false);
  }
  if (status === 'signed-in') return Promise.resolve(true);
  if (!restoring) {
    const attempt = restore().finally(() => {
      if (restoring === attempt) restoring = null;
    });
    restoring = attempt;
  }
  return restoring;
}
