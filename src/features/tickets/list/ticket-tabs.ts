import type { ContagemStatusChamados, StatusChamado } from '@generated/api/model';
import type { ListTab } from '@/kit';
import { STATUS_OPTIONS } from '@/lib/format/ticket-labels';
import { ALL_TAB, STATUS_TABS, TICKET_VIEWS, type TicketTab, type TicketView } from './ticket-list-state';
import { ticketListTexts } from './ticket-list-texts';

/**
 * A status tab's label: the status's own, but 'Aguardando cliente' for 'Aguardando resposta do cliente'
 * (the pair of the view 'Aguardando suporte', short enough for the row to keep its order on a phone).
 */
function statusTabLabel(status: StatusChamado): string {
  if (status === 'AGUARDANDO_RESPOSTA_CLIENTE') return ticketListTexts.waitingOnCustomerTab;
  return STATUS_OPTIONS.find((option) => option.value === status)!.label;
}

/**
 * The status tabs: one per status in workflow order ('Aberto' first, the default) but the one the views
 * hold ('Aguardando resposta do suporte'), then 'Todos', each with its count once known: a status's own,
 * and for 'Todos' the statuses the drawer narrows it to (all when none is chosen).
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
  return STATUS_TABS.map((tab) =>
    tab === ALL_TAB
      ? { value: ALL_TAB, label: ticketListTexts.all, count: allCount }
      : {
          value: tab,
          label: statusTabLabel(tab as StatusChamado),
          count: counts?.porStatus[tab as StatusChamado],
        },
  );
}

/** A view of the queue as its row shows it: label, icon and count. */
export interface TicketViewTab extends ListTab<TicketView> {
  /** PrimeIcons class of its icon. */
  icon: string;
}

const VIEW_ICONS: Record<TicketView, string> = {
  ATRASADOS: 'pi pi-exclamation-triangle',
  SEM_RESPONSAVEL: 'pi pi-user-minus',
  AGUARDANDO_RESPOSTA_SUPORTE: 'pi pi-comments',
  MEUS: 'pi pi-user',
};

/** How many tickets a view holds, from the one count call (the list's filters but the tab). */
function viewCount(view: TicketView, counts: ContagemStatusChamados): number {
  switch (view) {
    case 'ATRASADOS':
      return counts.visoes.atrasados;
    case 'SEM_RESPONSAVEL':
      return counts.visoes.semResponsavel;
    case 'AGUARDANDO_RESPOSTA_SUPORTE':
      return counts.porStatus.AGUARDANDO_RESPOSTA_SUPORTE;
    case 'MEUS':
      return counts.visoes.meus;
  }
}

/** The queue's views in their fixed order, each with its count once known. */
export function ticketViews(counts: ContagemStatusChamados | undefined): TicketViewTab[] {
  return TICKET_VIEWS.map((view) => ({
    value: view,
    label: ticketListTexts.views[view],
    icon: VIEW_ICONS[view],
    count: counts ? viewCount(view, counts) : undefined,
  }));
}
