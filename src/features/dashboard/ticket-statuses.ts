import type { StatusChamado } from '@generated/api/model';

/** A ticket status as the start page shows it. */
export interface TicketStatusCard {
  status: StatusChamado;
  label: string;
  icon: string;
  /** Accent colour (a theme palette name). */
  tone: 'blue' | 'purple' | 'orange' | 'teal' | 'yellow' | 'pink';
}

/** Every status a ticket can be in before it is closed (SPEC §4), in the order of the workflow. */
export const openTicketStatuses: readonly TicketStatusCard[] = [
  { status: 'EM_ABERTO', label: 'Aberto', icon: 'pi pi-inbox', tone: 'blue' },
  { status: 'EM_ANALISE', label: 'Em análise', icon: 'pi pi-search', tone: 'purple' },
  { status: 'A_DESENVOLVER', label: 'A desenvolver', icon: 'pi pi-code', tone: 'orange' },
  { status: 'EM_ANDAMENTO', label: 'Em andamento', icon: 'pi pi-sync', tone: 'teal' },
  {
    status: 'AGUARDANDO_RESPOSTA_CLIENTE',
    label: 'Aguardando resposta do cliente',
    icon: 'pi pi-user',
    tone: 'yellow',
  },
  {
    status: 'AGUARDANDO_RESPOSTA_SUPORTE',
    label: 'Aguardando resposta do suporte',
    icon: 'pi pi-headphones',
    tone: 'pink',
  },
];

/** The tickets list on the tab of one status (SPEC §2: other tab values filter by that status). */
export function ticketListPath(status: StatusChamado): string {
  return `/dashboard/chamados?tab=${status}`;
}
