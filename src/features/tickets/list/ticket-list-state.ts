import type { ContagemStatusChamadosParams, ListaChamadosParams, StatusChamado } from '@generated/api/model';
import { defaultListState, parseListState, serializeListState, type ListDeclaration, type ListState } from '@/kit';
import { searchTerms } from '@/lib/format/search-text';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { DATE_FILTERS, ID_FILTERS, TICKET_FILTERS, type TicketFilters } from './ticket-filters';

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
export const TICKET_SORT_FIELDS = [
  'codigoSequencial',
  'titulo',
  'empresa.nome',
  'setor',
  'status',
  'createdAt',
  'dataPrevisaoConclusao',
] as const;

/** Every status tab in workflow order, then TODOS. */
export const TICKET_TABS: readonly TicketTab[] = [...STATUS_OPTIONS.map((option) => option.value), ALL_TAB];

/** Everything the tickets list shows, as kept in the URL (the tab as `tab`, the filters by their API names). */
export type TicketListState = ListState<'tab', TicketTab, TicketFilters>;

/** The tickets list as declared to the list controller, with the rules of the note above. */
export const TICKET_LIST: ListDeclaration<'tab', TicketTab, TicketFilters> = {
  tabs: { key: 'tab', values: TICKET_TABS, default: DEFAULT_TAB },
  filters: TICKET_FILTERS,
  sortFields: TICKET_SORT_FIELDS,
  defaultSort: DEFAULT_TICKET_SORT,
  // A status list of the drawer means the tab TODOS, whatever tab the URL or the change names.
  normalize: (state) =>
    state.filters.status.length > 0 && state.tab !== ALL_TAB ? { ...state, tab: ALL_TAB } : state,
  filtersOnTab: (filters) => ({ ...filters, status: [] }),
};

export const DEFAULT_TICKET_LIST_STATE: TicketListState = defaultListState(TICKET_LIST);

/** The list state of a URL; unknown or malformed values fall back to the defaults. */
export function parseTicketListState(params: URLSearchParams): TicketListState {
  return parseListState(TICKET_LIST, params);
}

/** The URL params of a state: defaults are left out, params the list does not own are kept from `base`. */
export function serializeTicketListState(state: TicketListState, base?: URLSearchParams): URLSearchParams {
  return serializeListState(TICKET_LIST, state, base);
}

/** The statuses sent: the tab's, else (TODOS) the drawer's list, else none. */
function statusParam(state: TicketListState): StatusChamado[] | undefined {
  if (state.tab !== ALL_TAB) return [state.tab];
  return state.filters.status.length > 0 ? [...state.filters.status] : undefined;
}

/**
 * The filters the list and the count per status share: search, sectors, dates, assignee and
 * customer, each only when set.
 */
export function toTicketCountParams(state: TicketListState): ContagemStatusChamadosParams {
  const terms = searchTerms(state.search);
  const params: ContagemStatusChamadosParams = {
    ...(terms.length > 0 ? { filtros: terms } : {}),
    ...(state.filters.setor.length > 0 ? { setor: [...state.filters.setor] } : {}),
  };
  for (const name of DATE_FILTERS) {
    const value = state.filters[name];
    if (value) params[name] = value;
  }
  for (const name of ID_FILTERS) {
    const value = state.filters[name];
    if (value) params[name] = Number(value);
  }
  return params;
}

/** The list call's params (pagina 1-based): the page, the order, the statuses and the shared filters. */
export function toTicketListParams(state: TicketListState): ListaChamadosParams {
  const status = statusParam(state);
  return {
    limitePagina: state.size,
    pagina: state.page + 1,
    ordenacao: state.sort ?? DEFAULT_TICKET_SORT,
    ...toTicketCountParams(state),
    ...(status ? { status } : {}),
  };
}
