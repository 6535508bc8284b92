import type { LimitePaginaParameter } from '@generated/api/model';
import {
  emptyFilterValues,
  filterParamNames,
  parseFilterValues,
  writeFilterValues,
  type UrlFilter,
  type ListFilterValues,
} from './list-filters';

/** Page sizes 10, 25, 50, 100 (default 10); search debounce 300 ms. */
export const PAGE_SIZES: readonly LimitePaginaParameter[] = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE: LimitePaginaParameter = 10;
export const SEARCH_DEBOUNCE_MS = 300;

/** pt-BR names of the URL params every list shares (the tabs and filters name their own). */
const URL_KEYS = { page: 'pagina', size: 'limite', search: 'busca', sort: 'ordem' } as const;

/** What every list keeps besides its tab. */
export interface ListStateBase<F extends ListFilterValues> {
  /** 0-based page (1-based in the URL and on the wire). */
  page: number;
  size: LimitePaginaParameter;
  /** The search text as typed. */
  search: string;
  /** 'campo,asc|desc' chosen by the user; null = the list's default order. */
  sort: string | null;
  filters: F;
}

/** Everything a list shows, as kept in the URL: the tab under the list's own key, then the rest. */
export type ListState<K extends string, T extends string, F extends ListFilterValues> = Readonly<
  Record<K, T>
> &
  ListStateBase<F>;

/**
 * A list as declared to the controller. `tabs.key` names the tab both in the state and in the URL;
 * the default tab is left out of the URL, the others written as `tabs.inUrl` (default: the value).
 */
export interface ListDeclaration<K extends string, T extends string, F extends ListFilterValues> {
  tabs: { key: K; values: readonly T[]; default: T; inUrl?(tab: T): string };
  filters: readonly UrlFilter[];
  /** The fields the API sorts by; any field name when absent. */
  sortFields?: readonly string[];
  /** The order used when the user chose none (choosing it again stores no order). */
  defaultSort?: string;
  /** The list's own rule tying its tab and filters, applied to every state read or written. */
  normalize?(state: ListState<K, T, F>): ListState<K, T, F>;
  /** The filters in force the 'Filtros' button counts (default: every declared filter set). */
  filterCount?(filters: F): number;
  /** The filters kept when a tab is chosen (default: all of them). */
  filtersOnTab?(filters: F, tab: T): F;
}

const SORT = /^([A-Za-z][A-Za-z0-9_.]*),(asc|desc)$/;

function parsePositive(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

function tabText<T extends string>(tabs: { inUrl?: (tab: T) => string }, tab: T): string {
  return tabs.inUrl ? tabs.inUrl(tab) : tab;
}

function parseSort(text: string | null, fields: readonly string[] | undefined): string | null {
  const match = text ? SORT.exec(text) : null;
  return match && (!fields || fields.includes(match[1])) ? match[0] : null;
}

function withTab<K extends string, T extends string, F extends ListFilterValues>(
  key: K,
  tab: T,
  rest: ListStateBase<F>,
): ListState<K, T, F> {
  return { [key]: tab, ...rest } as ListState<K, T, F>;
}

/** The tab of a state (under the list's own key). */
export function tabOf<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
  state: ListState<K, T, F>,
): T {
  return (state as Readonly<Record<K, T>>)[list.tabs.key];
}

/** The state of a fresh list: default tab, first page of 10, default order, no search nor filters. */
export function defaultListState<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
): ListState<K, T, F> {
  const base = {
    page: 0,
    size: DEFAULT_PAGE_SIZE,
    search: '',
    sort: null,
    filters: emptyFilterValues<F>(list.filters),
  };
  return Object.freeze(withTab(list.tabs.key, list.tabs.default, base));
}

/**
 * The list state of a URL; unknown or malformed values fall back to the defaults. `sizeWithoutUrl`:
 * the page size of a URL without one (the one the user last chose on this list, else the default).
 */
export function parseListState<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
  params: URLSearchParams,
  sizeWithoutUrl: LimitePaginaParameter = DEFAULT_PAGE_SIZE,
): ListState<K, T, F> {
  const { tabs } = list;
  const tabInUrl = params.get(tabs.key);
  const tab =
    tabs.values.find((value) => value !== tabs.default && tabText(tabs, value) === tabInUrl) ?? tabs.default;
  const size = parsePositive(params.get(URL_KEYS.size));
  const page = parsePositive(params.get(URL_KEYS.page));
  const state = withTab(tabs.key, tab, {
    page: page === null ? 0 : page - 1,
    size: PAGE_SIZES.find((option) => option === size) ?? sizeWithoutUrl,
    search: params.get(URL_KEYS.search) ?? '',
    sort: parseSort(params.get(URL_KEYS.sort), list.sortFields),
    filters: parseFilterValues<F>(list.filters, (name) => params.get(name)),
  });
  return list.normalize ? list.normalize(state) : state;
}

/**
 * The URL search params of a list state: defaults are left out (a fresh list has a clean URL), and
 * params the list does not own are kept from `base`.
 */
export function serializeListState<K extends string, T extends string, F extends ListFilterValues>(
  list: ListDeclaration<K, T, F>,
  given: ListState<K, T, F>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const state = list.normalize ? list.normalize(given) : given;
  const next = new URLSearchParams(base);
  for (const key of [list.tabs.key, ...Object.values(URL_KEYS), ...list.filters.flatMap(filterParamNames)])
    next.delete(key);
  const tab = tabOf(list, state);
  if (tab !== list.tabs.default) next.set(list.tabs.key, tabText(list.tabs, tab));
  if (state.search.trim()) next.set(URL_KEYS.search, state.search);
  if (state.sort) next.set(URL_KEYS.sort, state.sort);
  writeFilterValues(list.filters, state.filters, next);
  if (state.size !== DEFAULT_PAGE_SIZE) next.set(URL_KEYS.size, String(state.size));
  if (state.page > 0) next.set(URL_KEYS.page, String(state.page + 1));
  return next;
}

/** The order sent: the user's choice, else the list's default. */
export function effectiveSort(state: { sort: string | null }, defaultSort?: string): string | undefined {
  return state.sort ?? defaultSort;
}

/** The next order when a sortable header is activated: a new column starts ascending, the current one flips. */
export function nextSort(current: string | undefined, field: string): string {
  const [currentField, direction] = (current ?? '').split(',');
  return currentField === field && direction === 'asc' ? `${field},desc` : `${field},asc`;
}

/** The direction a column is sorted in, if it is the current order. */
export function sortDirectionOf(
  current: string | undefined,
  field: string | undefined,
): 'asc' | 'desc' | null {
  if (!field || !current) return null;
  const [currentField, direction] = current.split(',');
  return currentField === field ? (direction as 'asc' | 'desc') : null;
}
