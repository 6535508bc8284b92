import {
  createBrowserRouter,
  matchRoutes,
  type LoaderFunctionArgs,
  type Params,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router-dom';
import { resourceRoutes } from '@generated/pages/routes';
import { pageTitles } from '@/lib/messages';
import type { RouteAccess } from '@/lib/permissions/route-access';
import { resourcePageAccess, type ResourcePage } from '@/lib/resources/resource-access';
import {
  resourceCrumbs,
  resourceTitles,
  type ListPageLoader,
  type ResourceRouteRecord,
} from '@/lib/resources/resource-info';
import { settledWithin } from '@/lib/time/settled-within';
import { SHOW_LOADING_AFTER_MS } from '@/ui/loading-delay';
import { ticketListLoader, ticketListPage } from '@/features/tickets/list/ticket-list-route';
import {
  pathChangeRevalidation,
  requireAccessLoader,
  requireSessionLoader,
  searchChangeRevalidation,
  signInLoader,
} from './guards/session-loaders';
import { PageSpinner } from './page-spinner';
import { RouteErrorPage } from './pages/route-error-page';
import { RootLayout } from './root-layout';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * Route handle: the page title, and the route's step in the breadcrumb trail (a route without `crumb`
 * adds none: an index page is its parent's step).
 */
export interface RouteHandle {
  title: string;
  crumb?: string | ((params: Params) => string);
}

/** A page not built yet: its title only, loaded lazily like every page. */
function placeholder(title: string): LazyRoute {
  return async () => {
    const { PlaceholderPage } = await import('./pages/placeholder-page');
    return { element: <PlaceholderPage title={title} /> };
  };
}

interface PageOptions {
  /** Flags the page needs. */
  access?: RouteAccess;
  /** The page module (default: the placeholder). */
  lazy?: LazyRoute;
  loader?: RouteObject['loader'];
  shouldRevalidate?: RouteObject['shouldRevalidate'];
  /** With `access`: the page's data, asked for once the access check passed (see requireAccessLoader). */
  prepareData?: (args: LoaderFunctionArgs) => () => Promise<unknown>;
  /** Its step in the breadcrumb trail (see RouteHandle). */
  crumb?: RouteHandle['crumb'];
}

/** A page; with `access`, its loader refuses users without those flags (toast, back to /dashboard). */
function page(id: string, path: string | undefined, title: string, options: PageOptions = {}): RouteObject {
  const handle: RouteHandle = { title, ...(options.crumb ? { crumb: options.crumb } : {}) };
  const { access, lazy = placeholder(title) } = options;
  const loader = access === undefined ? options.loader : requireAccessLoader(access, options.prepareData);
  // A guard answers for the path: a search-only navigation (a list's page, order, filters) skips it,
  // unless the page's data answers for the search too (a resource list's).
  const shouldRevalidate =
    options.shouldRevalidate ?? (access === undefined ? undefined : pathChangeRevalidation);
  const route = {
    id,
    handle,
    lazy,
    ...(loader ? { loader } : {}),
    ...(shouldRevalidate ? { shouldRevalidate } : {}),
  };
  return path === undefined ? { ...route, index: true } : { ...route, path };
}

/** Loads the lazy modules of the routes `path` matches in `routes`, ahead of a navigation there. */
export function prefetchRouteModules(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/** Sign-in, which prefetches the page it leads to (see SignInPage). */
const signInPage: LazyRoute = async () => {
  const { SignInPage } = await import('@/features/auth/sign-in-page');
  const prefetchTarget = (target: string) => prefetchRouteModules(appRoutesAt(target), target);
  return { element: <SignInPage prefetchTarget={prefetchTarget} /> };
};

const dashboardPage: LazyRoute = async () => {
  const { DashboardPage } = await import('@/features/dashboard/dashboard-page');
  return { Component: DashboardPage };
};

const profilePage: LazyRoute = async () => {
  const { ProfilePage } = await import('@/features/profile/profile-page');
  return { Component: ProfilePage };
};

const routineHubPage: LazyRoute = async () => {
  const { RoutineHubPage } = await import('@/features/routine-hub/routine-hub-page');
  return { Component: RoutineHubPage };
};

const ticketDetailsPage: LazyRoute = async () => {
  const { TicketDetailsPage } = await import('@/features/tickets/details/ticket-details-page');
  return { Component: TicketDetailsPage };
};

/**
 * A resource list's requests (its rows and the user's columns), started by its route's loader once the
 * user may see the list, and the page's modules, asked for as the navigation starts: the requests leave
 * as soon as the access is known, before the page renders, and the page's queries find them. The
 * navigation waits for their answers, at most SHOW_LOADING_AFTER_MS: the page then renders once, with
 * the rows, instead of with a skeleton or the previous rows marked busy first and again with the rows.
 * A search-only navigation (page, order, tab, filters) runs the loader too (searchChangeRevalidation);
 * the click that made it has already sent the request, which the loader finds on its way.
 */
const listPrefetch =
  (listPage: ListPageLoader) =>
  ({ request }: LoaderFunctionArgs) => {
    const page = listPage();
    // A page that does not load says so itself (the route's error page).
    page.catch(() => undefined);
    return () =>
      settledWithin(
        page.then((module) => module.prefetchList(request.url)),
        SHOW_LOADING_AFTER_MS,
      );
  };

/** A configuration page without its flags in the record is refused rather than left open. */
const DENY_ALL: RouteAccess = { flags: [] };

const notFound: LazyRoute = async () => {
  const { NotFoundPage } = await import('./pages/not-found-page');
  return { Component: NotFoundPage };
};

/**
 * list, novo, :id/edita, :id/consulta (and :id/configuracoes) of one resource, from its generated route
 * record (codegen/resources.yaml → generated/pages/routes.tsx): the resource (titles by resourceTitles) and
 * the pages; the flags of each page come from the permission entities (resourcePageAccess) (novo and
 * :id/edita share the form page; configuracoes is the page generated from the manifest's `config`, a
 * placeholder where there is none yet).
 */
export function buildResourceRoute({ resource, pages }: ResourceRouteRecord): RouteObject {
  const { segment, idParam } = resource;
  const titles = resourceTitles(resource);
  const crumbs = resourceCrumbs(resource);
  const access = (kind: ResourcePage) => resourcePageAccess(segment, kind) ?? DENY_ALL;
  const handle: RouteHandle = { title: titles.list, crumb: titles.list };
  return {
    id: segment,
    path: segment,
    handle,
    children: [
      page(`${segment}.list`, undefined, titles.list, {
        access: access('list'),
        lazy: () => pages.list().then(({ Component }) => ({ Component })),
        prepareData: listPrefetch(pages.list),
        shouldRevalidate: searchChangeRevalidation,
      }),
      page(`${segment}.create`, 'novo', titles.create, {
        access: access('create'),
        lazy: pages.form,
        crumb: crumbs.create,
      }),
      page(`${segment}.edit`, `:${idParam}/edita`, titles.edit, {
        access: access('edit'),
        lazy: pages.form,
        crumb: crumbs.edit,
      }),
      page(`${segment}.view`, `:${idParam}/consulta`, titles.view, {
        access: access('view'),
        lazy: pages.view,
        crumb: crumbs.view,
      }),
      ...(resource.hasConfig
        ? [
            page(`${segment}.config`, `:${idParam}/configuracoes`, titles.config, {
              access: access('config'),
              lazy: pages.config,
              crumb: crumbs.config,
            }),
          ]
        : []),
    ],
  };
}

/**
 * Every route of the app: sign-in, the dashboard and its pages, tickets, the resources (all of them, or
 * those given) and not found. Pages are lazy: the entry chunk holds only the frame.
 */
export function createAppRoutes(resources: readonly ResourceRouteRecord[] = resourceRoutes): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: PageSpinner,
      children: [
        page('sign-in', undefined, pageTitles.signIn, { loader: signInLoader, lazy: signInPage }),
        {
          id: 'dashboard',
          path: 'dashboard',
          handle: { title: pageTitles.dashboard, crumb: pageTitles.dashboard } satisfies RouteHandle,
          loader: requireSessionLoader,
          shouldRevalidate: pathChangeRevalidation,
          lazy: async () => {
            const { ProtectedDashboardLayout } = await import('./guards/protected-dashboard-layout');
            return { Component: ProtectedDashboardLayout };
          },
          children: [
            page('dashboard.home', undefined, pageTitles.dashboard, { lazy: dashboardPage }),
            page('profile', 'perfil', pageTitles.profile, { lazy: profilePage, crumb: pageTitles.profile }),
            page('routine-hub', 'todas-rotinas', pageTitles.routineHub, {
              lazy: routineHubPage,
              crumb: pageTitles.routineHub,
            }),
            {
              path: 'chamados',
              handle: { title: pageTitles.tickets, crumb: pageTitles.tickets } satisfies RouteHandle,
              children: [
                page('tickets.list', undefined, pageTitles.tickets, {
                  lazy: ticketListPage,
                  loader: ticketListLoader,
                  shouldRevalidate: searchChangeRevalidation,
                }),
                page('tickets.details', ':ticketId/detalhes', pageTitles.ticketDetails, {
                  lazy: ticketDetailsPage,
                  // Until the page names it by the ticket's code ('Chamado #1044', usePageCrumb): the id in
                  // the address is no number a person reads.
                  crumb: 'Chamado',
                }),
              ],
            },
            ...resources.map(buildResourceRoute),
            {
              id: DASHBOARD_NOT_FOUND,
              path: '*',
              lazy: notFound,
              handle: { title: pageTitles.notFound, crumb: pageTitles.notFound } satisfies RouteHandle,
            },
          ],
        },
        { id: 'not-found', path: '*', lazy: notFound },
      ],
    },
  ];
}

const DASHBOARD_NOT_FOUND = 'dashboard.not-found';
const recordsBySegment = new Map(resourceRoutes.map((record) => [record.resource.segment, record]));

/** The resource whose pages `path` opens (/dashboard/<segment>…), if any, as a list of none or one. */
function resourceRecordsAt(path: string): ResourceRouteRecord[] {
  const segment = /^\/dashboard\/([^/?#]+)/.exec(path)?.[1];
  // Paths match without regard to case, as the router matches them.
  const record = segment === undefined ? undefined : recordsBySegment.get(segment.toLowerCase());
  return record ? [record] : [];
}

/** The app's routes with only the resource `path` opens: enough to match that path. */
export function appRoutesAt(path: string): RouteObject[] {
  return createAppRoutes(resourceRecordsAt(path));
}

/**
 * The router asks for this when a path matches a route with parameters only (a resource's path matches
 * the dashboard's not-found splat until its routes are there): the routes of the resource it opens go
 * under the dashboard, once (the router leaves out routes it already has).
 */
export const addResourceRoutes: PatchRoutesOnNavigationFunction = ({ path, patch }) => {
  for (const record of resourceRecordsAt(path)) patch('dashboard', [buildResourceRoute(record)]);
};

/**
 * The app's router. It starts without the resources' ~180 routes, added as each resource is first
 * opened (addResourceRoutes): the router compiles and ranks every route it has when it is created and
 * again on each change of its routes, which with all of them took ~120 ms of a phone's CPU at start-up.
 */
export function createAppRouter(routes = createAppRoutes([])): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: addResourceRoutes });
}
