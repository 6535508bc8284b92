import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { TestProviders } from '../providers';
import { createAppRoutes } from '@/app/router';
import { getSessionSnapshot, restoreSession, signOut } from '@/lib/session/session-store';
import { clearSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import type { setupMockApi } from '../../unit/mocks/support';

type MockApi = ReturnType<typeof setupMockApi>;

/** Tokens of a mock API login in the cookies, then the session restored from them (as on a reload). */
export async function startSession(api: MockApi, email = 'admin@retaguarda.dev'): Promise<void> {
  saveSessionTokens(await api.login(email));
  if (!(await restoreSession())) throw new Error(`no session for ${email}`);
}

/** Ends whatever session a test left (timer, tokens, caches). */
export function endTestSession(): void {
  if (getSessionSnapshot().status !== 'signed-out') signOut();
  clearSessionTokens();
}

/**
 * The app's routes (or `routes`, with `routerOptions`) at `path`, in StrictMode as in main.tsx, with the real providers.
 * Queries do not retry unless a `queryClient` (e.g. the app's createQueryClient()) is given.
 */
export function renderApp(
  path: string,
  routes: RouteObject[] = createAppRoutes(),
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  routerOptions: Omit<Parameters<typeof createMemoryRouter>[1], 'initialEntries'> = {},
) {
  const router = createMemoryRouter(routes, { ...routerOptions, initialEntries: [path] });
  const view = render(
    <StrictMode>
      <TestProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </TestProviders>
    </StrictMode>,
  );
  return { ...view, router, queryClient };
}

/** pathname + search of the memory router. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
