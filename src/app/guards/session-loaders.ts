import {
  redirect,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import { errorMessages } from '@/lib/messages';
import { permissionFlags } from '@/lib/permissions/permission-flags';
import { hasAccess, type RouteAccess } from '@/lib/permissions/route-access';
import { safeRedirectTarget, signInPathFor } from '@/lib/session/redirect-target';
import { ensureSession } from '@/lib/session/ensure-session';
import { getSessionSnapshot } from '@/lib/session/session-state';
import { toast } from '@/lib/toast/toast';

/**
 * Route guards as loaders: they run once per navigation (so their toasts show once, StrictMode or not),
 * before any lazy page renders (no flash), while the root's HydrateFallback spinner is up on a first
 * visit. Loaders of one navigation run in parallel; they share the one restore of the session.
 */

/** The whole /dashboard tree: a session is required (restored first when only the cookies are there). */
export async function requireSessionLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (await ensureSession()) return null;
  toast.error(errorMessages.credentialsRequired);
  throw redirect(signInPathFor(new URL(request.url).pathname));
}

/**
 * A route that needs flags: without them, 'Usuário sem acesso a esta rotina' and back to /dashboard.
 * `prepareData` runs as the navigation starts, where it may load the page's code but asks for no data;
 * what it returns asks for the page's data, once the user is known to have the flags and only then (no
 * data for a user who may not see it), and the navigation waits for what that returns (a bounded wait: see
 * the list routes in router.tsx).
 */
export function requireAccessLoader(
  access: RouteAccess,
  prepareData?: (args: LoaderFunctionArgs) => () => Promise<unknown>,
): LoaderFunction {
  return async (args) => {
    const requestData = prepareData?.(args);
    // Without a session the dashboard's own loader sends the user to sign-in.
    if (!(await ensureSession())) return null;
    if (hasAccess(permissionFlags(getSessionSnapshot().actions), access)) {
      await requestData?.();
      return null;
    }
    toast.error(errorMessages.routineAccessDenied);
    throw redirect('/dashboard');
  };
}

/**
 * For loaders that answer for the path, not for the search (the guards): a list's page, order, tab or
 * filter change (a search-only navigation) runs no such loader.
 */
export const pathChangeRevalidation: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * For a list's loader (a resource list's, the tickets list's), which answers for the search too: a page,
 * order, tab or filter change waits there for its rows (briefly), so the page renders once, with them,
 * rather than first with the previous rows marked busy and again when the new ones arrive.
 */
export const searchChangeRevalidation: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) =>
  defaultShouldRevalidate;

/** Sign-in: a signed-in visitor goes on to the redirect target, or to the tickets list. */
export async function signInLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await ensureSession())) return null;
  throw redirect(safeRedirectTarget(new URL(request.url).searchParams.get('redirect')));
}
