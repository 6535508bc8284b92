import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { pageTitles } from '@/lib/messages';
import { PageSpinner } from './page-spinner';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';
import { resourceRoutes, resourceTitles, type ResourceRoute } from './routes/resource-routes';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/** Route handle: the page title (for breadcrumbs and document titles). */
export interface RouteHandle {
  title: string;
}

/** A page not built yet: its title only, loaded lazily like every page. */
function placeholder(title: string): LazyRoute {
  return async () => {
    const { PlaceholderPage } = await import('./pages/placeholder-page');
    return { element: <PlaceholderPage title={title} /> };
  };
}

function page(id: string, path: string | undefined, title: string): RouteObject {
  const handle: RouteHandle = { title };
  return path === undefined
    ? { id, index: true, handle, lazy: placeholder(title) }
    : { id, path, handle, lazy: placeholder(title) };
}

const notFound: LazyRoute = async () => {
  const { NotFoundPage } = await import('./pages/not-found-page');
  return { Component: NotFoundPage };
};

/** list, novo, :id/edita, :id/consulta (and :id/configuracoes) of one resource. */
export function buildResourceRoute(resource: ResourceRoute): RouteObject {
  const { segment, idParam } = resource;
  const titles = resourceTitles(resource);
  return {
    path: segment,
    children: [
      page(`${segment}.list`, undefined, titles.list),
      page(`${segment}.create`, 'novo', titles.create),
      page(`${segment}.edit`, `:${idParam}/edita`, titles.edit),
      page(`${segment}.view`, `:${idParam}/consulta`, titles.view),
      ...(resource.hasConfig ? [page(`${segment}.config`, `:${idParam}/configuracoes`, titles.config)] : []),
    ],
  };
}

/** Every route of SPEC §2. Pages are lazy: the entry chunk holds only the frame. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageSpinner,
      children: [
        page('sign-in', undefined, pageTitles.signIn),
        {
          id: 'dashboard',
          path: 'dashboard',
          lazy: async () => {
            const { DashboardLayout } = await import('./shell/dashboard-layout');
            return { Component: DashboardLayout };
          },
          children: [
            page('dashboard.home', undefined, pageTitles.dashboard),
            page('profile', 'perfil', pageTitles.profile),
            page('routine-hub', 'todas-rotinas', pageTitles.routineHub),
            {
              path: 'chamados',
              children: [
                page('tickets.list', undefined, pageTitles.tickets),
                page('tickets.details', ':ticketId/detalhes', pageTitles.ticketDetails),
              ],
            },
            ...resourceRoutes.map(buildResourceRoute),
            { id: 'dashboard.not-found', path: '*', lazy: notFound },
          ],
        },
        { id: 'not-found', path: '*', lazy: notFound },
      ],
    },
  ];
}

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(createAppRoutes());
}
