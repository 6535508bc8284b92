import type { Situacao } from '@generated/api/model';
import { searchTerms } from '@/lib/format/search-text';
import { queryClient } from '@/lib/query/query-client';
import { getSessionSnapshot } from '@/lib/session/session-state';
import type { ListFilter, ResourceListQuery } from '../kit-types';
import type { ListParams, ResourcePage, ResourceRecord } from '../query-types';
import type { ResourceFilterValues } from './controller/list-filters';
import { listSource, listStateAtUrl, type ListSource } from './controller/list-source';
import { pageSizeOwnerOf } from './controller/page-size-memory';
import { effectiveSort, type ListDeclaration, type ListState } from './controller/list-state';
import { filterDeclarations, filterParams } from './filter-values';
import { columnSettingsQueryOptions } from './use-column-settings';

/** The resource lists as declared to the list controller: the situação tab and their advanced filters. */
export type ResourceListDeclaration = ListDeclaration<'situacao', Situacao, ResourceFilterValues>;

/** Everything a resource list shows, as kept in the URL; the tab `situacao` is ALL (Todos), UNLOCK ('Ativos') or LOCK ('Inativos'). */
export type ResourceListState = ListState<'situacao', Situacao, ResourceFilterValues>;

const TAB_IN_URL: Readonly<Record<Situacao, string>> = { ALL: 'todos', UNLOCK: 'ativos', LOCK: 'inativos' };
const TABS: readonly Situacao[] = ['ALL', 'UNLOCK', 'LOCK'];

/** The declaration of a resource list with its filters and default order (memoise it per list). */
export function resourceListDeclaration(
  filters: readonly ListFilter[],
  defaultSort?: string,
): ResourceListDeclaration {
  return {
    tabs: { key: 'situacao', values: TABS, default: 'ALL', inUrl: (tab) => TAB_IN_URL[tab] },
    filters: filterDeclarations(filters),
    defaultSort,
  };
}

/** The list call's params (pagina 1-based); search, order and filters only when set. */
export function toListParams(
  state: ResourceListState,
  filters: readonly ListFilter[] = [],
  defaultSort?: string,
): ListParams {
  const terms = searchTerms(state.search);
  const ordenacao = effectiveSort(state, defaultSort);
  return {
    limitePagina: state.size,
    pagina: state.page + 1,
    situacao: state.situacao,
    ...(terms.length ? { filtros: terms } : {}),
    ...(ordenacao ? { ordenacao } : {}),
    ...filterParams(filters, state.filters),
  };
}

/** The export call's params: the list's search, tab, order and filters, without paging. */
export function toExportParams(
  state: ResourceListState,
  filters: readonly ListFilter[] = [],
  defaultSort?: string,
): Omit<ListParams, 'limitePagina' | 'pagina'> {
  const { limitePagina: _size, pagina: _page, ...rest } = toListParams(state, filters, defaultSort);
  return rest;
}

/**
 * A resource's list with its filters and default order, and its call of a state (silent: the page shows
 * its own error). The page memoises it; its route builds its own, which asks the same of the same URL.
 */
export function resourceListSource<T extends ResourceRecord>(
  query: ResourceListQuery<T>,
): ListSource<'situacao', Situacao, ResourceFilterValues, ResourcePage<T>> {
  return listSource(resourceListDeclaration(query.filters ?? [], query.defaultSort), (state) => ({
    ...query.listQuery(toListParams(state, query.filters, query.defaultSort)),
    meta: { silent: true },
  }));
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
  href: string,
): Promise<void> {
  const source = resourceListSource(query);
  const url = new URL(href);
  const owner = pageSizeOwnerOf(getSessionSnapshot().user?.id, url.pathname);
  const state = listStateAtUrl(source.list, url.searchParams, owner);
  await Promise.all([
    queryClient.prefetchQuery(source.request(state)),
    queryClient.prefetchQuery(columnSettingsQueryOptions(query.listCalls)),
  ]);
}
