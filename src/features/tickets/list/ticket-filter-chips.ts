import type { ActiveFilterChip } from '@/kit';
import { formatDate } from '@/lib/format/date';
import { SETOR_LABELS, STATUS_LABELS } from '@/lib/format/ticket-labels';
import { UNANSWERED_FILTER, type TicketFilters } from './ticket-filters';
import { ticketListTexts as texts } from './ticket-list-texts';

export interface TicketChipContext {
  /** The signed-in user: the assignee filter naming them reads 'Meus chamados'. */
  userId: number;
  /** The chosen customer's name, once known (the URL keeps only its id). */
  customerName?: string;
  /** Applies the filters without the removed one. */
  apply: (filters: TicketFilters) => void;
}

const RANGES = [
  { key: 'abertura', label: texts.openedChip, from: 'dataAberturaInicio', until: 'dataAberturaFim' },
  { key: 'fechamento', label: texts.closedChip, from: 'dataFechamentoInicio', until: 'dataFechamentoFim' },
] as const;

/** '01/10/2026 a 31/10/2026', 'desde 01/10/2026' or 'até 31/10/2026'. */
function rangeText(from: string | undefined, until: string | undefined): string {
  if (from && until) return texts.between(formatDate(from), formatDate(until));
  return from ? texts.since(formatDate(from)) : texts.until(formatDate(until));
}

function without(filters: TicketFilters, ...names: Array<keyof TicketFilters>): TicketFilters {
  const next: Record<string, unknown> = { ...filters };
  for (const name of names) {
    if (name === 'status' || name === 'setor') next[name] = [];
    else delete next[name];
  }
  return next as TicketFilters;
}

/**
 * The chips of the tickets' filters in force, in the drawer's order then those only an address sets: the
 * status list, the setor list, each date range, the customer, the assignee and "sem resposta há mais de
 * N horas". Removing one applies the filters without it (a date range goes as a whole).
 */
export function ticketFilterChips(filters: TicketFilters, context: TicketChipContext): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  const add = (key: string, label: string, ...names: Array<keyof TicketFilters>) =>
    chips.push({ key, label, onRemove: () => context.apply(without(filters, ...names)) });

  if (filters.status.length > 0)
    add(
      'status',
      texts.chip(texts.statusFilter, filters.status.map((v) => STATUS_LABELS[v]).join(', ')),
      'status',
    );
  if (filters.setor.length > 0)
    add(
      'setor',
      texts.chip(texts.setorFilter, filters.setor.map((v) => SETOR_LABELS[v]).join(', ')),
      'setor',
    );
  for (const range of RANGES) {
    const from = filters[range.from];
    const until = filters[range.until];
    if (from || until)
      add(range.key, texts.chip(range.label, rangeText(from, until)), range.from, range.until);
  }
  if (filters.empresaId) {
    add(
      'empresaId',
      texts.chip(texts.customerFilter, context.customerName ?? texts.codeOf(Number(filters.empresaId))),
      'empresaId',
    );
  }
  const assignee = filters.responsavelUsuarioId;
  if (assignee) {
    const label =
      Number(assignee) === context.userId
        ? texts.mine
        : texts.chip(texts.assigneeFilter, texts.codeOf(Number(assignee)));
    add('responsavelUsuarioId', label, 'responsavelUsuarioId');
  }
  const hours = filters[UNANSWERED_FILTER];
  if (hours) add(UNANSWERED_FILTER, texts.unanswered(Number(hours)), UNANSWERED_FILTER);
  return chips;
}
