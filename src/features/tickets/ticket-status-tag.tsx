import type { StatusChamado } from '@generated/api/model';
import { STATUS_LABELS } from '@/lib/format/ticket-labels';

/** A ticket's status as a coloured tag with its pt-BR name. */
export function TicketStatusTag({ status }: { status: StatusChamado }) {
  return (
    <span className={`ticket-status ticket-status--${status.toLowerCase().replaceAll('_', '-')}`}>
      {STATUS_LABELS[status]}
    </span>
  );
}
