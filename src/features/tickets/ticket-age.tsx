import { formatDate, formatDateTime } from '@/lib/format/date';
import { formatElapsed } from '@/lib/format/elapsed-time';
import { useMinuteClock } from '@/lib/time/minute-clock';

interface TicketAgeProps {
  /** When the ticket was opened (ISO). */
  createdAt: string;
  className?: string;
}

/**
 * How long ago a ticket was opened ('há 3 dias'), with the full date and time as its title. It follows
 * the minute clock on its own: the minute's tick renders this label again, not the row or page around it.
 */
export function TicketAge({ createdAt, className }: TicketAgeProps) {
  const now = useMinuteClock();
  const text = formatElapsed(createdAt, now);
  if (!text) return null;
  return (
    <time
      dateTime={createdAt}
      title={formatDateTime(createdAt)}
      className={['ticket-age', className].filter(Boolean).join(' ')}
    >
      {text}
    </time>
  );
}

/**
 * The opening of a ticket in a list row: its day, and under it how long ago that was, each on one line
 * (the table's room goes to the title; two short lines keep the column narrow). The time is in the day's
 * title, and on the ticket's page.
 */
export function TicketOpened({ createdAt }: { createdAt: string }) {
  return (
    <span className="ticket-opened">
      <time dateTime={createdAt} title={formatDateTime(createdAt)} className="ticket-opened__date">
        {formatDate(createdAt)}
      </time>{' '}
      <TicketAge createdAt={createdAt} />
    </span>
  );
}
