/** Where sign-in leads when there is no (safe) redirect: the tickets list. */
export const DEFAULT_SIGNED_IN_PATH = '/dashboard/chamados';

/**
 * Whether `path` is a safe internal path of the signed-in area: '/dashboard' or below it, no scheme, no
 * protocol-relative or backslash tricks, no dot segments, no whitespace.
 */
export function isSignedInAreaPath(path: string | null | undefined): path is string {
  if (!path) return false;
  if (!(path === '/dashboard' || /^\/dashboard[/?#]/.test(path))) return false;
  return !/[\\\s]|\/\/|(^|\/)\.\.?(\/|$|[?#])|%2e|%2f|%5c/i.test(path);
}

/** The `redirect` query parameter when it is a safe internal path of the signed-in area; else the tickets list. */
export function safeRedirectTarget(redirect: string | null | undefined): string {
  return isSignedInAreaPath(redirect) ? redirect : DEFAULT_SIGNED_IN_PATH;
}

/** The sign-in URL that brings the user back to `pathname` afterwards. */
export function signInPathFor(pathname: string): string {
  return `/?${new URLSearchParams({ redirect: pathname }).toString()}`;
}
