import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { KitRecord } from '../table-columns';
import type { ResourcePage } from '../../query-types';
import type { ListFilterValues } from './list-filters';
import { parseListState, type ListDeclaration, type ListState } from './list-state';
import { rememberedPageSize, type PageSizeOwner } from './page-size-memory';

/**
 * A list and its call. The page's query, the prefetch of a state the user is about to see and the
 * request the list's route starts ahead of the page all build a state's call with `request`: the same
 * state gives the same query, so the page finds the answer the others asked for.
 */
export interface ListSource<
  K extends string,
  T extends string,
  F extends ListFilterValues,
  P extends ListPage,
  E = Error,
> {
  list: ListDeclaration<K, T, F>;
  /** The list call of a state (its query key and function). */
  request(state: ListState<K, T, F>): UseQueryOptions<P, E, P, QueryKey>;
}

/** A page of a list call, whatever its records. */
export type ListPage = ResourcePage<KitRecord>;

/** A list and its call, the types taken from both (`request`: orval's query options of the list call). */
export function listSource<
  K extends string,
  T extends string,
  F extends ListFilterValues,
  P extends ListPage,
  E,
>(
  list: ListDeclaration<K, T, F>,
  request: (state: ListState<K, T, F>) => UseQueryOptions<P, E, P, QueryKey>,
): ListSource<K, T, F, P, E> {
  return { list, request };
}

/**
 * The state of a declared list at a URL, as the page shows it: the URL's, with the page size the user
 * last chose on this list (`owner`) where the URL carries none.
 */
export function listStateAtUrl<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
  searchParams: URLSearchParams,
  owner: PageSizeOwner | null,
): ListState<K, T, F> {
  return parseListState(list, searchParams, (owner && rememberedPageSize(owner)) ?? undefined);
}
