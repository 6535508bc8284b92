import type { LimitePaginaParameter, Situacao } from '@generated/api/model';
import type { ListFilter, ListParams } from '../kit-types';
import { cleanFilterValues, filterParams, NO_FILTERS, type FilterValues } from './filter-values';

/** Page sizes 10, 25, 50, 100 (default 10); search debounce 300 ms. */
export const PAGE_SIZES: readonly LimitePaginaParameter[] = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE: LimitePaginaParameter = 10;
export const SEARCH_DEBOUNCE_MS = 300;

/** Everything a list shows, as kept in the URL. */
export interface ListState {
  /** Tab: ALL (Todos), UNLOCK ('Ativos'), LOCK ('Inativos'). */
  situacao: Situacao;
  /** 0-based page (sent +1; shown +1 in the URL). */
  page: number;
  size: LimitePaginaParameter;
  /** The search text as typed. */
  search: string;
  /** 'campo,asc' chosen by the user; null = the list's default order. */
  sort: string | null;
  filters: FilterValues;
}

export const DEFAULT_LIST_STATE: ListState = Object.freeze({
  situacao: 'ALL',
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  search: '',
  sort: null,
  filters: NO_FILTERS,
});

/** pt-BR names of the URL search params (advanced filters keep their API names). */
export const URL_KEYS = { situacao: 'situacao', page: 'pagina', size: 'limite', search: 'busca', sort: 'ordem' } as const;

const TAB_IN_URL: Readonly<Record<Situacao, string | null>> = { ALL: null, UNLOCK: 'ativos', LOCK: 'inativos' };
const SORT = /^[A-Za-z][A-Za-z0-9_.]*,(asc|desc)$/;

function parseTab(value: string | null): Situacao {
  const entry = Object.entries(TAB_IN_URL).find(([, text]) => text !== null && text === value);
  return (entry?.[0] as Situacao | undefined) ?? 'ALL';
}

function parsePositive(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The list state of a URL; unknown or malformed values fall back to the defaults. */
export function parseListState(params: URLSearchParams, filters: readonly ListFilter[] = []): ListState {
  const size = parsePositive(params.get(URL_KEYS.size));
  const page = parsePositive(params.get(URL_KEYS.page));
  const sort = params.get(URL_KEYS.sort);
  return {
    situacao: parseTab(params.get(URL_KEYS.situacao)),
    page: page === null ? 0 : page - 1,
    size: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
    search: params.get(URL_KEYS.search) ?? '',
    sort: sort && SORT.test(sort) ? sort : null,
    filters: cleanFilterValues(filters, (name) => params.get(name)),
  };
}

/**
 * The URL search params of a list state: defaults are left out (a fresh list has a clean URL), and
 * params the list does not own are kept from `base`.
 */
export function serializeListState(
  state: ListState,
  filters: readonly ListFilter[] = [],
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of [...Object.values(URL_KEYS), ...filters.map((filter) => filter.name)]) next.delete(key);
  const tab = TAB_IN_URL[state.situacao];
  if (tab) next.set(URL_KEYS.situacao, tab);
  if (state.search.trim()) next.set(URL_KEYS.search, state.search);
  if (state.sort) next.set(URL_KEYS.sort, state.sort);
  for (const filter of filters) {
    const value = state.filters[filter.name];
    if (value !== undefined) next.set(filter.name, value);
  }
  if (state.size !== DEFAULT_PAGE_SIZE) next.set(URL_KEYS.size, String(state.size));
  if (state.page > 0) next.set(URL_KEYS.page, String(state.page + 1));
  return next;
}

/** The search goes as `filtros`, one term per word. */
export function searchTerms(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** The order sent: the user's choice, else the list's default. */
export function effectiveSort(state: ListState, defaultSort?: string): string | undefined {
  return state.sort ?? defaultSort;
}

/** The list call's params (pagina 1-based); search, order and filters only when set. */
export function toListParams(state: ListState, filters: readonly ListFilter[] = [], defaultSort?: string): ListParams {
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
  state: ListState,
  filters: readonly ListFilter[] = [],
  defaultSort?: string,
): Omit<ListParams, 'limitePagina' | 'pagina'> {
  const { limitePagina: _size, pagina: _page, ...rest } = toListParams(state, filters, defaultSort);
  return rest;
}

/** The next order when a sortable header is activated: a new column starts ascending, the current one flips. */
export function nextSort(current: string | undefined, field: string): string {
  const [currentField, direction] = (current ?? '').split(',');
  return currentField === field && direction === 'asc' ? `${field},desc` : `${field},asc`;
}

/** The direction a column is sorted in, if it is the current order. */
export function sortDirectionOf(current: string | undefined, field: string | undefined): 'asc' | 'desc' | null {
  if (!field || !current) return null;
  const [currentField, direction] = current.split(',');
  return currentField === field ? (direction as 'asc' | 'desc') : null;
}
