import type { ChamadoResumo } from '@generated/api/model';

/**
 * Whether a ticket is closed (FECHADO): done, whenever that was. It takes no reply and no change of
 * assignees or due date, is never overdue, and offers only 'Reabrir'.
 */
export const isClosedTicket = (ticket: Pick<ChamadoResumo, 'status'>): boolean => ticket.status === 'FECHADO';
