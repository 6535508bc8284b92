import type { StatusChamado } from '@generated/api/model';
import { STATUS_LABELS } from '@/lib/format/ticket-labels';

/** A ticket status as the start page shows it. */
export interface TicketStatusCard {
  status: StatusChamado;
  label: string;
  icon: string;
  /** Accent colour (a theme palette name). */
  tone: 'blue' | 'purple' | 'orange' | 'teal' | 'yellow' | 'pink';
}

/** Every status a ticket can be in before it is closed (FECHADO), in the order of the workflow. */
export const openTicketStatuses: readonly TicketStatusCard[] = [
  { status: 'EM_ABERTO', label: STATUS_LABELS.EM_ABERTO, icon: 'pi pi-inbox', tone: 'blue' },
  { status: 'EM_ANALISE', label: STATUS_LABELS.EM_ANALISE, icon: 'pi pi-search', tone: 'purple' },
  { status: 'A_DESENVOLVER', label: STATUS_LABELS.A_DESENVOLVER, icon: 'pi pi-code', tone: 'orange' },
  { status: 'EM_ANDAMENTO', label: STATUS_LABELS.EM_ANDAMENTO, icon: 'pi pi-sync', tone: 'teal' },
  {
    status: 'AGUARDANDO_RESPOSTA_CLIENTE',
    label: STATUS_LABELS.AGUARDANDO_RESPOSTA_CLIENTE,
    icon: 'pi pi-user',
    tone: 'yellow',
  },
  {
    status: 'AGUARDANDO_RESPOSTA_SUPORTE',
    label: STATUS_LABELS.AGUARDANDO_RESPOSTA_SUPORTE,
    icon: 'pi pi-headphones',
    tone: 'pink',
  },
];

/** The tickets list on the tab of one status (a status used as the tab filters the list by it). */
export function ticketListPath(status: StatusChamado): string {
  return `/dashboard/chamados?tab=${status}`;
}
