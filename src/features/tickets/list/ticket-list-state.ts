import type { ContagemStatusChamadosParams, ListaChamadosParams, StatusChamado } from '@generated/api/model';
import {
  defaultListState,
  parseListState,
  serializeListState,
  type ListDeclaration,
  type ListState,
} from '@/kit';
import { searchTerms } from '@/lib/format/search-text';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import {
  DATE_FILTERS,
  drawerFilterCount,
  ID_FILTERS,
  TICKET_FILTERS,
  UNANSWERED_FILTER,
  type TicketFilters,
} from './ticket-filters';

/**
 * The queue's views, in their fixed order, each a query of its own (see tabParams):
 * - ATRASADOS: not closed and the expected completion past (atrasados=true);
 * - SEM_RESPONSAVEL: not closed and nobody assigned (semResponsavel=true, the statuses but FECHADO);
 * - AGUARDANDO_RESPOSTA_SUPORTE ('Aguardando suporte'): that status, the tab it always was;
 * - MEUS: not closed and the signed-in user among the assignees.
 */
export type TicketView = 'ATRASADOS' | 'SEM_RESPONSAVEL' | 'AGUARDANDO_RESPOSTA_SUPORTE' | 'MEUS';
export const TICKET_VIEWS: readonly TicketView[] = [
  'ATRASADOS',
  'SEM_RESPONSAVEL',
  'AGUARDANDO_RESPOSTA_SUPORTE',
  'MEUS',
];

/**
 * How the tabs, the views and the drawer's status list work together (a design choice, keep it):
 * - the views and the status tabs are one choice, kept in the URL as `tab`: the list shows a view or a
 *   status, never both ('Aguardando resposta do suporte' is the view 'Aguardando suporte', so it is not
 *   among the status tabs);
 * - a status tab other than TODOS sends that one status; TODOS sends none (the default tab is EM_ABERTO);
 *   a view sends its own filters (tabParams);
 * - the drawer's status list, applied non-empty, is sent as status and moves the tab to TODOS
 *   ('all statuses, narrowed by the filter'), so the two never contradict each other;
 * - choosing a tab or a view clears the drawer's status list; the other filters stay, and narrow the
 *   views as they narrow the tabs;
 * - 'Limpar filtros' returns to the initial state: tab EM_ABERTO, no filters.
 */
export type TicketTab = StatusChamado | 'TODOS' | TicketView;
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

/** Every status but FECHADO: what the views of tickets still to work on send. */
const NOT_CLOSED: readonly StatusChamado[] = STATUS_OPTIONS.map((option) => option.value).filter(
  (status) => status !== 'FECHADO',
);

/** The status tabs in workflow order, then TODOS: every status but the one the views row holds. */
export const STATUS_TABS: readonly TicketTab[] = [
  ...STATUS_OPTIONS.map((option) => option.value).filter(
    (status) => !(TICKET_VIEWS as readonly string[]).includes(status),
  ),
  ALL_TAB,
];

/** Every value of `tab`: the views, then the status tabs. */
export const TICKET_TABS: readonly TicketTab[] = [...TICKET_VIEWS, ...STATUS_TABS];

export const isTicketView = (tab: TicketTab): tab is TicketView =>
  (TICKET_VIEWS as readonly string[]).includes(tab);

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
  filterCount: drawerFilterCount,
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

/**
 * What the tab or view sends: a view its filters (MEUS the signed-in user, `userId`); a status tab its
 * status; TODOS the drawer's status list, else nothing.
 */
function tabParams(state: TicketListState, userId: number): Partial<ListaChamadosParams> {
  switch (state.tab) {
    case ALL_TAB:
      return state.filters.status.length > 0 ? { status: [...state.filters.status] } : {};
    case 'ATRASADOS':
      return { atrasados: true };
    case 'SEM_RESPONSAVEL':
      return { semResponsavel: true, status: [...NOT_CLOSED] };
    case 'MEUS':
      return { responsavelUsuarioId: userId, status: [...NOT_CLOSED] };
    default:
      return { status: [state.tab] };
  }
}

/**
 * The filters the list and the count per status and per view share: search, sectors, dates, assignee,
 * customer and "sem resposta há mais de N horas", each only when set.
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
  const hours = state.filters[UNANSWERED_FILTER];
  if (hours) params.semRespostaHoras = Number(hours);
  return params;
}

/**
 * The list call's params (pagina 1-based): the page, the order, the shared filters and what the tab or
 * view sends (`userId`: the signed-in user, whom the view MEUS names).
 */
export function toTicketListParams(state: TicketListState, userId: number): ListaChamadosParams {
  return {
    limitePagina: state.size,
    pagina: state.page + 1,
    ordenacao: state.sort ?? DEFAULT_TICKET_SORT,
    ...toTicketCountParams(state),
    ...tabParams(state, userId),
  };
}
