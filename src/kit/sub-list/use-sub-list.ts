import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LimitePaginaParameter } from '@generated/api/model';
import { searchParam } from '../fields/use-reference-options';
import { DEFAULT_PAGE_SIZE } from '../list/controller/list-state';
import type { SubListConfig, SubListParams } from './sub-list-types';

/** Refreshes every page and search of the parent's rows (after any action on one of them). */
export function useRefreshSubList<T extends { id: number }>(config: SubListConfig<T>, parentId: number) {
  const queryClient = useQueryClient();
  return (): Promise<void> => {
    const [prefix] = config.listQuery(parentId, { pagina: 1, limitePagina: DEFAULT_PAGE_SIZE }).queryKey;
    return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === prefix });
  };
}

/**
 * One page of the parent's rows: the search goes out as filtros and goes back to the first page, as a
 * size change does. The page state is the drawer's own (not the URL's).
 */
export function useSubList<T extends { id: number }>(config: SubListConfig<T>, parentId: number) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<LimitePaginaParameter>(DEFAULT_PAGE_SIZE);
  const filtros = searchParam(search);
  const params: SubListParams = { pagina: page + 1, limitePagina: size, ...(filtros ? { filtros } : {}) };
  // The drawer shows a failure itself (with a retry), not as a toast as well.
  const query = useQuery({
    ...config.listQuery(parentId, params),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

  // An action that empties the last page (e.g. a search that matches less) leaves the page past the end: step back.
  const pages = query.data?.totalPaginas ?? 0;
  if (query.data && page > 0 && page >= pages) setPage(Math.max(0, pages - 1));

  return {
    query,
    /** The search in force (SearchBox commits it 300 ms after the last keystroke). */
    search,
    setSearch: (next: string) => {
      setSearchText(next);
      setPage(0);
    },
    page,
    setPage,
    size,
    setSize: (next: LimitePaginaParameter) => {
      setSize(next);
      setPage(0);
    },
  };
}
