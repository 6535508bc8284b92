import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getListaModulosQueryOptions } from '@generated/api/modulos/modulos';
import type { ListaModulosParams } from '@generated/api/model';
import { searchParam } from '@/kit';
import { useDebouncedValue } from '@/ui/use-debounced-value';

/** Text searches wait 300 ms after the last keystroke. */
export const MODULE_SEARCH_DEBOUNCE_MS = 300;
/** Modules per page of the dialog: fewer than this show all at once, without a pager. */
export const MODULE_PAGE_SIZE = 50;

/**
 * One page (0-based `page`) of the active modules matching the typed search (debounced), BASICO first
 * (ordered by code). The previous page stays on screen while the next one loads.
 */
export function useModulePage(typed: string, page: number) {
  const search = useDebouncedValue(typed, MODULE_SEARCH_DEBOUNCE_MS);
  const filtros = searchParam(search);
  const params: ListaModulosParams = {
    situacao: 'UNLOCK',
    pagina: page + 1,
    limitePagina: MODULE_PAGE_SIZE,
    ordenacao: 'codigo,asc',
    ...(filtros ? { filtros } : {}),
  };
  const query = useQuery({
    ...getListaModulosQueryOptions(params),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
  return { query, search, searching: search !== typed };
}
