import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SessionGate } from '@/app/guards/session-gate';
import { TestProviders } from '../providers';

export { endTestSession, startSession } from '../session/support';

/** Where the memory router is, for assertions on navigation. */
export function CurrentPath() {
  const { pathname, search } = useLocation();
  return <p data-testid="current-path">{`${pathname}${search}`}</p>;
}

/** Renders routes with the real providers (a fresh query client without retries) in a memory router. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}

/** One element of the signed-in area (behind the real session gate) at `path`, with the current path shown. */
export function renderAt(element: ReactNode, path: string, routePath = '*') {
  return renderRoutes(
    [
      {
        path: '/',
        element: <CurrentPath />,
      },
      {
        path: routePath,
        element: (
          <>
            <SessionGate>{element}</SessionGate>
            <CurrentPath />
          </>
        ),
      },
    ],
    path,
  );
}
