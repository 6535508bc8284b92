import type { ContagemStatusChamados, StatusChamado } from '@generated/api/model';
import type { ListTab } from '@/kit';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { ALL_TAB, type TicketTab } from './ticket-list-state';
import { ticketListTexts } from './ticket-list-texts';

/**
 * One tab per status in workflow order ('Aberto' first, the default), then 'Todos', each with its
 * count once known: a status's own, and for 'Todos' the statuses the drawer narrows it to (all when
 * none is chosen).
 */
export function ticketTabs(
  counts: ContagemStatusChamados | undefined,
  chosenStatuses: readonly StatusChamado[],
): Array<ListTab<TicketTab>> {
  const allCount = counts
    ? chosenStatuses.length > 0
      ? chosenStatuses.reduce((sum, status) => sum + counts.porStatus[status], 0)
      : counts.total
    : undefined;
  return [
    ...STATUS_OPTIONS.map((option) => ({ ...option, count: counts?.porStatus[option.value] })),
    { value: ALL_TAB, label: ticketListTexts.all, count: allCount },
  ];
}
