import type { ListFilterValues } from './list-filters';
import { parseListState, type ListDeclaration, type ListState } from './list-state';
import { rememberedPageSize, type PageSizeOwner } from './page-size-memory';

/**
 * The state of a declared list at a URL, as the page shows it: the URL's, with the page size the user
 * last chose on this list where the URL carries none. The list controller and the request a list's route
 * starts ahead of the page both read it here, so that they ask for the same page (one request).
 */
export function listStateAtUrl<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
  searchParams: URLSearchParams,
  owner: PageSizeOwner | null,
): ListState<K, T, F> {
  return parseListState(list, searchParams, (owner && rememberedPageSize(owner)) ?? undefined);
}
