import type { SetorChamado, StatusChamado } from '@generated/api/model';
import { dateRangeErrors as rangeErrors, emptyFilterValues, withFilterValue, type ListFilterDeclaration } from '@/kit';
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

/** The advanced filters of the tickets list: status list, setor list and two date ranges. */
export type TicketFilters = Readonly<Partial<Record<DateFilter, string>>> & {
  /** Statuses chosen in the drawer, in workflow order (see the note in ticket-list-state.ts). */
  readonly status: readonly StatusChamado[];
  readonly setor: readonly SetorChamado[];
};

/** The filters as declared to the list controller; an end date before its start is refused. */
export const TICKET_FILTERS: readonly ListFilterDeclaration[] = [
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
];

export const NO_TICKET_FILTERS: TicketFilters = emptyFilterValues<TicketFilters>(TICKET_FILTERS);

/** 'Data final anterior à inicial' at the end of each range whose start comes after its end. */
export function dateRangeErrors(filters: TicketFilters): Partial<Record<DateFilter, string>> {
  return rangeErrors(TICKET_FILTERS, filters);
}

/** The filters with one date set (yyyy-MM-dd) or, for null, removed. */
export function withDate(filters: TicketFilters, name: DateFilter, value: string | null): TicketFilters {
  return withFilterValue(filters, name, value);
}
