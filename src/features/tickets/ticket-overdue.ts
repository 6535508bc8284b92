import type { ChamadoResumo } from '@generated/api/model';
import { isClosedTicket } from './ticket-closed';

/**
 * A ticket is overdue when its expected completion has passed and it is still not closed (a closed
 * ticket is done, whenever that was; a ticket without an expected completion cannot be late).
 */
export function isOverdue(
  ticket: Pick<ChamadoResumo, 'status' | 'dataPrevisaoConclusao'>,
  now: Date = new Date(),
): boolean {
  if (isClosedTicket(ticket) || !ticket.dataPrevisaoConclusao) return false;
  const expected = new Date(ticket.dataPrevisaoConclusao).getTime();
  return Number.isFinite(expected) && expected < now.getTime();
}
