import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { LimitePaginaParameter, ListaUsuariosPorEmpresaParams } from '@generated/api/model';
import { getListaUsuariosPorEmpresaQueryKey, useListaUsuariosPorEmpresa } from '@generated/api/usuarios/usuarios';
import { DEFAULT_PAGE_SIZE, searchParam } from '@/kit';

/** Refreshes every page and search of the customer's user list (after any action on one of its users). */
export function refreshCustomerUsers(queryClient: QueryClient, empresaId: number): Promise<void> {
  const [prefix] = getListaUsuariosPorEmpresaQueryKey(empresaId);
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === prefix });
}

export function useRefreshCustomerUsers(empresaId: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshCustomerUsers(queryClient, empresaId);
}

/**
 * One page of the customer's users (GET usuarios/por-empresa-id): the search goes out as filtros and
 * goes back to the first page, as a size change does.
 */
export function useCustomerUsers(empresaId: number) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const [size, setSize] = useState<LimitePaginaParameter>(DEFAULT_PAGE_SIZE);
  const filtros = searchParam(search);
  const params: ListaUsuariosPorEmpresaParams = { pagina: page + 1, limitePagina: size, ...(filtros ? { filtros } : {}) };
  // The dialog shows a failure itself (with a retry), not as a toast as well.
  const query = useListaUsuariosPorEmpresa(empresaId, params, { query: { placeholderData: keepPreviousData, meta: { silent: true } } });

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
