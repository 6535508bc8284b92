import { isValid, parseISO } from 'date-fns';
import type { SetorChamado, StatusChamado } from '@generated/api/model';
import { SETOR_OPTIONS, STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { ticketListTexts } from './ticket-list-texts';

/** The dates of the 'Filtros' drawer, by their API (and URL) names; yyyy-MM-dd. */
export const DATE_FILTERS = ['dataAberturaInicio', 'dataAberturaFim', 'dataFechamentoInicio', 'dataFechamentoFim'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

/** The advanced filters of the tickets list: status list, setor list and two date ranges. */
export interface TicketFilters extends Readonly<Partial<Record<DateFilter, string>>> {
  /** Statuses chosen in the drawer, in workflow order (see the note in ticket-list-state.ts). */
  status: readonly StatusChamado[];
  setor: readonly SetorChamado[];
}

export const NO_TICKET_FILTERS: TicketFilters = Object.freeze({ status: [], setor: [] });

/** Each range as [start, end]: a start after its end is an error at the end field. */
const RANGES: ReadonlyArray<readonly [DateFilter, DateFilter]> = [
  ['dataAberturaInicio', 'dataAberturaFim'],
  ['dataFechamentoInicio', 'dataFechamentoFim'],
];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A yyyy-MM-dd date that exists, else undefined. */
export function parseDay(value: string | null | undefined): string | undefined {
  return value && ISO_DATE.test(value) && isValid(parseISO(value)) ? value : undefined;
}

/** Known values of a comma-separated list, without repeats, in the options' order. */
function parseList<V extends string>(text: string | null, options: ReadonlyArray<{ value: V }>): V[] {
  const chosen = new Set((text ?? '').split(','));
  return options.filter((option) => chosen.has(option.value)).map((option) => option.value);
}

export const parseStatusList = (text: string | null): StatusChamado[] => parseList(text, STATUS_OPTIONS);
export const parseSetorList = (text: string | null): SetorChamado[] => parseList(text, SETOR_OPTIONS);

/** A list chosen in the drawer, put in the options' order (so equal choices compare equal). */
export function orderedStatus(values: readonly StatusChamado[]): StatusChamado[] {
  return parseStatusList(values.join(','));
}
export function orderedSetor(values: readonly SetorChamado[]): SetorChamado[] {
  return parseSetorList(values.join(','));
}

/** The filters of a URL; unknown values are dropped. */
export function parseTicketFilters(get: (name: string) => string | null): TicketFilters {
  const filters: { -readonly [K in keyof TicketFilters]: TicketFilters[K] } = {
    status: parseStatusList(get('status')),
    setor: parseSetorList(get('setor')),
  };
  for (const name of DATE_FILTERS) {
    const day = parseDay(get(name));
    if (day) filters[name] = day;
  }
  return filters;
}

/** How many filters are set (the count on the 'Filtros' button). */
export function countTicketFilters(filters: TicketFilters): number {
  const lists = [filters.status, filters.setor].filter((list) => list.length > 0).length;
  return lists + DATE_FILTERS.filter((name) => filters[name] !== undefined).length;
}

export function sameTicketFilters(a: TicketFilters, b: TicketFilters): boolean {
  return (
    a.status.join(',') === b.status.join(',') &&
    a.setor.join(',') === b.setor.join(',') &&
    DATE_FILTERS.every((name) => a[name] === b[name])
  );
}

/** 'Data final anterior à inicial' at the end of each range whose start comes after its end. */
export function dateRangeErrors(filters: TicketFilters): Partial<Record<DateFilter, string>> {
  const errors: Partial<Record<DateFilter, string>> = {};
  for (const [start, end] of RANGES) {
    const from = filters[start];
    const until = filters[end];
    if (from && until && from > until) errors[end] = ticketListTexts.dateRangeError;
  }
  return errors;
}

/** The filters with one date set (yyyy-MM-dd) or, for null, removed. */
export function withDate(filters: TicketFilters, name: DateFilter, value: string | null): TicketFilters {
  const next: { -readonly [K in keyof TicketFilters]: TicketFilters[K] } = { ...filters };
  if (value) next[name] = value;
  else delete next[name];
  return next;
}
