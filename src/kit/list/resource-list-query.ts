import type { QueryClient } from '@tanstack/react-query';
import { queryClient } from '@/lib/query/query-client';
import { getSessionSnapshot } from '@/lib/session/session-state';
import type { ResourceListQuery } from '../kit-types';
import type { ListParams, ResourceRecord } from '../query-types';
import { listStateAtUrl } from './controller/list-state-at-url';
import { pageSizeOwnerOf } from './controller/page-size-memory';
import { resourceListDeclaration, toListParams, type ListState } from './list-url-state';
import { columnSettingsQueryOptions } from './use-column-settings';

/** The list call's params of a list state, with the list's filters and default order. */
export function resourceListParams<T extends ResourceRecord>(
  query: ResourceListQuery<T>,
  state: ListState,
): ListParams {
  return toListParams(state, query.filters, query.defaultSort);
}

/** The list query as the page runs it; silent: the page shows its own error. */
export function resourceListQueryOptions<T extends ResourceRecord>(
  query: ResourceListQuery<T>,
  params: ListParams,
) {
  return { ...query.listQuery(params), meta: { silent: true } };
}

/**
 * Starts loading the list of a state the user just asked for (a page, an order, a tab), ahead of the
 * render that shows it: the page's query of that state finds the request on its way.
 */
export function prefetchResourceListState<T extends ResourceRecord>(
  client: QueryClient,
  query: ResourceListQuery<T>,
  state: ListState,
): void {
  void client.prefetchQuery(resourceListQueryOptions(query, resourceListParams(query, state)));
}

/**
 * The list call's params of a URL of the list page, as its first render computes them: the URL's state
 * (the user's remembered page size where the URL has none), the list's filters and default order.
 */
export function resourceListParamsAtUrl<T extends ResourceRecord>(
  query: ResourceListQuery<T>,
  url: URL,
  userId: number | undefined,
): ListParams {
  const list = resourceListDeclaration(query.filters ?? [], query.defaultSort);
  return resourceListParams(
    query,
    listStateAtUrl(list, url.searchParams, pageSizeOwnerOf(userId, url.pathname)),
  );
}

/**
 * Starts loading what the list page at a URL (href) shows first, for the signed-in user (its route's
 * loader calls it as the navigation begins): the rows of the URL's state and the user's columns of the
 * resource (the table waits for both). The answers are on their way while the page's code arrives and
 * renders, and the page's own queries, of the same keys, find them there instead of asking again.
 * Settles when both answers are in (or failed: the page shows its own error).
 */
export async function prefetchResourceList<T extends ResourceRecord>(
  query: ResourceListQuery<T>,
  url: string,
): Promise<void> {
  const params = resourceListParamsAtUrl(query, new URL(url), getSessionSnapshot().user?.id);
  await Promise.all([
    queryClient.prefetchQuery(resourceListQueryOptions(query, params)),
    queryClient.prefetchQuery(columnSettingsQueryOptions(query.listCalls)),
  ]);
}
