import type { LimitePaginaParameter, ListaChamadosParams, StatusChamado } from '@generated/api/model';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, searchTerms } from '@/components/resource/list/list-url-state';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { DATE_FILTERS, NO_TICKET_FILTERS, parseTicketFilters, type TicketFilters } from './ticket-filters';

/**
 * How the tabs and the drawer's status list work together (a design choice, keep it):
 * - a tab other than TODOS sends that one status; TODOS sends none (the default tab is EM_ABERTO);
 * - the drawer's status list, applied non-empty, is sent as status and moves the tab to TODOS
 *   ('all statuses, narrowed by the filter'), so the two never contradict each other;
 * - choosing a tab clears the drawer's status list;
 * - 'Limpar filtros' returns to the initial state: tab EM_ABERTO, no filters.
 */
export type TicketTab = StatusChamado | 'TODOS';
export const ALL_TAB = 'TODOS' satisfies TicketTab;
export const DEFAULT_TAB: TicketTab = 'EM_ABERTO';
/** The mock's and the API's default order: newest first. */
export const DEFAULT_TICKET_SORT = 'createdAt,desc';
/** Fields the API sorts tickets by (the sortable headers). */
export const TICKET_SORT_FIELDS = ['codigoSequencial', 'titulo', 'setor', 'status', 'createdAt', 'dataPrevisaoConclusao'] as const;

/** Everything the tickets list shows, as kept in the URL. */
export interface TicketListState {
  tab: TicketTab;
  /** 0-based page (1-based in the URL and on the wire). */
  page: number;
  size: LimitePaginaParameter;
  /** The search text as typed. */
  search: string;
  /** 'campo,asc|desc' chosen by the user; null = the default order. */
  sort: string | null;
  filters: TicketFilters;
}

export const DEFAULT_TICKET_LIST_STATE: TicketListState = Object.freeze({
  tab: DEFAULT_TAB,
  page: 0,
  size: DEFAULT_PAGE_SIZE,
  search: '',
  sort: null,
  filters: NO_TICKET_FILTERS,
});

/** Names of the URL params (the filters keep their API names). */
export const TICKET_URL_KEYS = {
  tab: 'tab',
  search: 'busca',
  page: 'pagina',
  size: 'limite',
  sort: 'ordem',
  status: 'status',
  setor: 'setor',
} as const;

const OWNED_KEYS: readonly string[] = [...Object.values(TICKET_URL_KEYS), ...DATE_FILTERS];
const SORT = new RegExp(`^(${TICKET_SORT_FIELDS.join('|')}),(asc|desc)$`);

/** Every status tab in workflow order, then TODOS. */
export const TICKET_TABS: readonly TicketTab[] = [...STATUS_OPTIONS.map((option) => option.value), ALL_TAB];

function parseTab(value: string | null): TicketTab {
  return TICKET_TABS.find((tab) => tab === value) ?? DEFAULT_TAB;
}

function parsePositive(value: string | null): number | null {
  return value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** The list state of a URL; unknown or malformed values fall back to the defaults. */
export function parseTicketListState(params: URLSearchParams): TicketListState {
  const size = parsePositive(params.get(TICKET_URL_KEYS.size));
  const page = parsePositive(params.get(TICKET_URL_KEYS.page));
  const sort = params.get(TICKET_URL_KEYS.sort);
  const filters = parseTicketFilters((name) => params.get(name));
  return {
    // A status list of the drawer means the tab TODOS (see the note above).
    tab: filters.status.length > 0 ? ALL_TAB : parseTab(params.get(TICKET_URL_KEYS.tab)),
    page: page === null ? 0 : page - 1,
    size: PAGE_SIZES.find((option) => option === size) ?? DEFAULT_PAGE_SIZE,
    search: params.get(TICKET_URL_KEYS.search) ?? '',
    sort: sort && SORT.test(sort) ? sort : null,
    filters,
  };
}

/** The URL params of a state: defaults are left out, params the list does not own are kept from `base`. */
export function serializeTicketListState(
  state: TicketListState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of OWNED_KEYS) next.delete(key);
  const { filters } = state;
  const tab = filters.status.length > 0 ? ALL_TAB : state.tab;
  if (tab !== DEFAULT_TAB) next.set(TICKET_URL_KEYS.tab, tab);
  if (state.search.trim()) next.set(TICKET_URL_KEYS.search, state.search);
  if (state.sort) next.set(TICKET_URL_KEYS.sort, state.sort);
  if (filters.status.length > 0) next.set(TICKET_URL_KEYS.status, filters.status.join(','));
  if (filters.setor.length > 0) next.set(TICKET_URL_KEYS.setor, filters.setor.join(','));
  for (const name of DATE_FILTERS) {
    const value = filters[name];
    if (value) next.set(name, value);
  }
  if (state.size !== DEFAULT_PAGE_SIZE) next.set(TICKET_URL_KEYS.size, String(state.size));
  if (state.page > 0) next.set(TICKET_URL_KEYS.page, String(state.page + 1));
  return next;
}

/** The statuses sent: the tab's, else (TODOS) the drawer's list, else none. */
export function statusParam(state: TicketListState): StatusChamado[] | undefined {
  if (state.tab !== ALL_TAB) return [state.tab];
  return state.filters.status.length > 0 ? [...state.filters.status] : undefined;
}

/** The list call's params (pagina 1-based); search, statuses, sectors and dates only when set. */
export function toTicketListParams(state: TicketListState): ListaChamadosParams {
  const terms = searchTerms(state.search);
  const status = statusParam(state);
  const params: ListaChamadosParams = {
    limitePagina: state.size,
    pagina: state.page + 1,
    ordenacao: state.sort ?? DEFAULT_TICKET_SORT,
    ...(terms.length > 0 ? { filtros: terms } : {}),
    ...(status ? { status } : {}),
    ...(state.filters.setor.length > 0 ? { setor: [...state.filters.setor] } : {}),
  };
  for (const name of DATE_FILTERS) {
    const value = state.filters[name];
    if (value) params[name] = value;
  }
  return params;
}
