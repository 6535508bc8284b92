/** Where sign-in leads when there is no (safe) redirect: the tickets list. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard/chamados';

/**
 * The `redirect` query parameter when it is a safe internal path of the signed-in area ('/dashboard' or
 * below it, no scheme, no protocol-relative or backslash tricks, no dot segments); else the tickets list.
 */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  if (!redirect) return DEFAULT_SIGNED_IN_PATH;
  if (!(redirect === '/dashboard' || /^\/dashboard[/?#]/.test(redirect))) return DEFAULT_SIGNED_IN_PATH;
  if (/[\\\s]|\/\/|(^|\/)\.\.?(\/|$|[?#])|%2e|%2f|%5c/i.test(redirect)) return DEFAULT_SIGNED_IN_PATH;
  return redirect;
}

/** The sign-in URL that brings the user back to `pathname` afterwards. */
export function signInPathFor(pathname: string): string {
  return `/?${new URLSearchParams({ redirect: pathname }).toString()}`;
}
