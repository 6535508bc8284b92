import type { Situacao } from '@generated/api/model';
import { searchTerms } from '@/lib/format/search-text';
import type { ListFilter } from '../kit-types';
import type { ListParams } from '../query-types';
import type { FilterValues } from './controller/list-filters';
import {
  defaultListState,
  effectiveSort,
  parseListState as parseDeclaredList,
  serializeListState as serializeDeclaredList,
  type ListDeclaration,
  type ListState as DeclaredListState,
} from './controller/list-state';
import { filterDeclarations, filterParams } from './filter-values';

/** The resource lists as declared to the list controller: the situação tab and their advanced filters. */
export type ResourceListDeclaration = ListDeclaration<'situacao', Situacao, FilterValues>;

/** Everything a resource list shows, as kept in the URL; the tab `situacao` is ALL (Todos), UNLOCK ('Ativos') or LOCK ('Inativos'). */
export type ListState = DeclaredListState<'situacao', Situacao, FilterValues>;

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

export const DEFAULT_LIST_STATE: ListState = defaultListState(resourceListDeclaration([]));

/** The list state of a URL; unknown or malformed values fall back to the defaults. */
export function parseListState(params: URLSearchParams, filters: readonly ListFilter[] = []): ListState {
  return parseDeclaredList(resourceListDeclaration(filters), params);
}

/** The URL params of a list state: defaults left out, params the list does not own kept from `base`. */
export function serializeListState(
  state: ListState,
  filters: readonly ListFilter[] = [],
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  return serializeDeclaredList(resourceListDeclaration(filters), state, base);
}

/** The list call's params (pagina 1-based); search, order and filters only when set. */
export function toListParams(
  state: ListState,
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
  state: ListState,
  filters: readonly ListFilter[] = [],
  defaultSort?: string,
): Omit<ListParams, 'limitePagina' | 'pagina'> {
  const { limitePagina: _size, pagina: _page, ...rest } = toListParams(state, filters, defaultSort);
  return rest;
}
