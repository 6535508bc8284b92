import type { SetorChamado, StatusChamado } from '@generated/api/model';
import {
  countFilters,
  dateRangeErrors as rangeErrors,
  emptyFilterValues,
  withFilterValue,
  type UrlFilter,
} from '@/kit';
import { SETOR_OPTIONS, STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { ticketListTexts } from './ticket-list-texts';

/** The dates of the 'Filtros' drawer, by their API (and URL) names; yyyy-MM-dd. */
export const DATE_FILTERS = [
  'dataAberturaInicio',
  'dataAberturaFim',
  'dataFechamentoInicio',
  'dataFechamentoFim',
] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The filters naming one record by its id: the assignee and the customer. */
export const ID_FILTERS = ['responsavelUsuarioId', 'empresaId'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];

/** A positive whole number as text (an id), else null. */
export function parseId(raw: string | null | undefined): string | null {
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? raw : null;
}

/**
 * The filter of the tickets waiting on the support's answer for more than so many hours (1 to 720), which
 * a notification's address carries ('N chamados … sem resposta há mais de 24 horas'); it has no field in
 * the drawer: a chip shows it and takes it away.
 */
export const UNANSWERED_FILTER = 'semRespostaHoras';

/** Whole hours from 1 to 720 as text, else null. */
export function parseHours(raw: string | null | undefined): string | null {
  return raw && /^[1-9]\d{0,2}$/.test(raw) && Number(raw) <= 720 ? raw : null;
}

/**
 * The filters of the tickets list: status list, setor list, two date ranges, the customer, the
 * assignee (kept for the addresses of the former 'Meus chamados' toggle: the view 'Meus' replaced it)
 * and "sem resposta há mais de N horas".
 */
export type TicketFilters = Readonly<
  Partial<Record<DateFilter | IdFilter | typeof UNANSWERED_FILTER, string>>
> & {
  /** Statuses chosen in the drawer, in workflow order (see the note in ticket-list-state.ts). */
  readonly status: readonly StatusChamado[];
  readonly setor: readonly SetorChamado[];
};

/** The filters as declared to the list controller; an end date before its start is refused. */
export const TICKET_FILTERS: readonly UrlFilter[] = [
  { type: 'multi', name: 'status', options: STATUS_OPTIONS },
  { type: 'multi', name: 'setor', options: SETOR_OPTIONS },
  {
    type: 'dateRange',
    from: 'dataAberturaInicio',
    until: 'dataAberturaFim',
    error: ticketListTexts.dateRangeError,
  },
  {
    type: 'dateRange',
    from: 'dataFechamentoInicio',
    until: 'dataFechamentoFim',
    error: ticketListTexts.dateRangeError,
  },
  ...ID_FILTERS.map((name) => ({ type: 'single' as const, name, parse: parseId })),
  { type: 'single', name: UNANSWERED_FILTER, parse: parseHours },
];

export const NO_TICKET_FILTERS: TicketFilters = emptyFilterValues<TicketFilters>(TICKET_FILTERS);

/**
 * How many of the drawer's filters are in force (the 'Filtros' badge): the assignee and "sem resposta",
 * which only an address sets (an old 'Meus chamados' link, a notification), show as chips alone.
 */
export function drawerFilterCount(filters: TicketFilters): number {
  return countFilters({ ...filters, responsavelUsuarioId: undefined, [UNANSWERED_FILTER]: undefined });
}

/** 'Data final anterior à inicial' at the end of each range whose start comes after its end. */
export function dateRangeErrors(filters: TicketFilters): Partial<Record<DateFilter, string>> {
  return rangeErrors(TICKET_FILTERS, filters);
}

/** The filters with one date (yyyy-MM-dd) or id set or, for null, removed. */
export function withTicketFilter(
  filters: TicketFilters,
  name: DateFilter | IdFilter,
  value: string | null,
): TicketFilters {
  return withFilterValue(filters, name, value);
}
