import { formatDateTime } from '@/lib/format/date';
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
    <time dateTime={createdAt} title={formatDateTime(createdAt)} className={['ticket-age', className].filter(Boolean).join(' ')}>
      {text}
    </time>
  );
}

/**
 * The opening of a ticket in a list row: its date and time, and under them how long ago that was, each
 * on one line (the table's room goes to the title; two short lines keep the column narrow).
 */
export function TicketOpened({ createdAt }: { createdAt: string }) {
  return (
    <span className="ticket-opened">
      <span className="ticket-opened__date">{formatDateTime(createdAt)}</span> <TicketAge createdAt={createdAt} />
    </span>
  );
}
