import { getSessionSnapshot, subscribeSession } from '@/lib/session/session-state';

/*
 * Where each list was left: the query of the last state a list showed in this tab (page, search,
 * filters, tab, order, size), by the list's path. The app's own ways back to a list ('Voltar à lista',
 * 'Cancelar', the redirect after a save, the side navigation, the routine hub) open it as the user
 * left it. Kept for the session: sessionStorage (this tab, a reload included), emptied at sign-out.
 */

const PREFIX = 'retaguarda:lista:';

/** Keeps the query a list shows now ('?pagina=3&busca=rio', or '' for its first state). */
export function rememberListAddress(pathname: string, search: string): void {
  try {
    if (search && search !== '?')
      sessionStorage.setItem(PREFIX + pathname, search.startsWith('?') ? search : `?${search}`);
    else sessionStorage.removeItem(PREFIX + pathname);
  } catch {
    // A refused storage only loses the convenience: the list opens in its first state.
  }
}

/** The list at `pathname` as the user left it in this session (the bare path when it was never left). */
export function listAddress(pathname: string): string {
  try {
    return pathname + (sessionStorage.getItem(PREFIX + pathname) ?? '');
  } catch {
    return pathname;
  }
}

/** Forgets every list's state (sign-out: the next user's lists open fresh). */
export function forgetListAddresses(): void {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}

subscribeSession(() => {
  if (getSessionSnapshot().status === 'signed-out') forgetListAddresses();
});
