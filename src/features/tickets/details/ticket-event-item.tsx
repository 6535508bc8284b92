import './ticket-events.css';
import type { EventoChamado, TipoEventoChamado } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/date';
import { TicketStatusTag } from '../ticket-status-tag';
import { eventPieces } from './ticket-event-texts';

/** Each kind of change has its icon (icons the app's subset holds: scripts/subset-icons.mjs). */
const ICONS: Record<TipoEventoChamado, string> = {
  STATUS: 'pi pi-sync',
  PREVISAO: 'pi pi-calendar',
  RESPONSAVEIS: 'pi pi-users',
  FECHAMENTO: 'pi pi-lock',
  REABERTURA: 'pi pi-replay',
};

/**
 * One change of the ticket in its thread: a compact line between the comments (an icon, who did what,
 * from → to with the statuses as their tags, and when), plain text rather than an article, so it reads
 * as a note of the conversation and not as one of its comments.
 */
export function TicketEventItem({ event }: { event: EventoChamado }) {
  return (
    <li className={`ticket-event ticket-event--${event.tipo.toLowerCase()}`}>
      <i className={`ticket-event__icon ${ICONS[event.tipo]}`} aria-hidden="true" />
      <p className="ticket-event__text">
        {eventPieces(event).map((piece, index) =>
          'text' in piece ? (
            <span key={index}>{piece.text}</span>
          ) : 'status' in piece ? (
            <TicketStatusTag key={index} status={piece.status} />
          ) : (
            <span key={index} className="ticket-event__moment">
              {formatDateTime(piece.moment)}
            </span>
          ),
        )}
        <span className="ticket-event__separator" aria-hidden="true">
          {' · '}
        </span>
        <time dateTime={event.createdAt} className="ticket-event__time">
          {formatDateTime(event.createdAt)}
        </time>
      </p>
    </li>
  );
}
