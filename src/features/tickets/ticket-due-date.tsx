import type { ChamadoResumo } from '@generated/api/model';
import { formatDate, formatDateTime } from '@/lib/format/date';
import { isOverdue } from './ticket-overdue';
import { ticketTexts } from './ticket-texts';

interface TicketDueDateProps {
  ticket: Pick<ChamadoResumo, 'status' | 'dataPrevisaoConclusao'>;
  /** Shown when the ticket has no expected completion. */
  empty: string;
  /** 'Atrasado' written out beside the date (the header); the list shows the icon and names it for screen readers. */
  showLabel?: boolean;
  /** The day alone, its time in the title (a list row, where the room goes to the title). */
  dateOnly?: boolean;
}

/**
 * The expected completion of a ticket; once past on a ticket still open it reads as overdue: danger
 * colour, a warning icon and the word 'Atrasado' (visible or for screen readers, and as a tooltip).
 */
export function TicketDueDate({ ticket, empty, showLabel = false, dateOnly = false }: TicketDueDateProps) {
  const full = formatDateTime(ticket.dataPrevisaoConclusao);
  const text = (dateOnly ? formatDate(ticket.dataPrevisaoConclusao) : full) || empty;
  const title = dateOnly && full ? full : undefined;
  if (!isOverdue(ticket)) {
    return (
      <span className="ticket-due" title={title}>
        {text}
      </span>
    );
  }
  return (
    <span
      className="ticket-due ticket-due--overdue"
      title={title ? `${ticketTexts.overdue}: ${title}` : ticketTexts.overdue}
    >
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      {showLabel ? (
        <>
          {text} <strong className="ticket-due__label">{ticketTexts.overdue}</strong>
        </>
      ) : (
        <>
          <span className="app-visually-hidden">{ticketTexts.overdue}: </span>
          {text}
        </>
      )}
    </span>
  );
}
