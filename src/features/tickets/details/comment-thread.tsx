import { useId, useMemo } from 'react';
import type { ComentarioChamado } from '@generated/api/model';
import { Button } from '@/ui/button';
import { useCurrentUser } from '@/lib/session/session-store';
import { CommentItem } from './comment-item';
import { ticketEventTexts } from './ticket-event-texts';
import { TicketEventItem } from './ticket-event-item';
import { threadItems } from './thread-order';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import type { TicketHistory } from './use-ticket-history';

export interface CommentThreadProps {
  ticketId: number;
  comentarios: readonly ComentarioChamado[];
  closed: boolean;
  /** The ticket's history (use-ticket-history.ts), asked by the page beside the ticket. */
  history: TicketHistory;
}

/**
 * The ticket's conversation, oldest first: its comments, and between them the changes of its history
 * (status, due date, assignees, closing, reopening) as one-line events. The count is the comments'.
 * The history loads on its own: the comments never wait for it, and if it fails a small note offers
 * 'Tentar novamente' while the comments stay.
 */
export function CommentThread({ ticketId, comentarios, closed, history }: CommentThreadProps) {
  const ids = useId();
  const user = useCurrentUser();
  const { events } = history;
  const items = useMemo(() => threadItems(comentarios, events), [comentarios, events]);
  return (
    <section className="ticket-details__card ticket-thread" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ticket-details__section-title">
        {texts.thread} <span className="ticket-thread__count">({comentarios.length})</span>
      </h2>
      {history.failed && (
        <p className="ticket-thread__history-failed" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{ticketEventTexts.historyFailed}</span>
          <Button
            type="button"
            icon="pi pi-refresh"
            label={ticketEventTexts.retry}
            text
            size="small"
            onClick={history.retry}
          />
        </p>
      )}
      {comentarios.length === 0 && <p className="ticket-thread__empty">{texts.noComments}</p>}
      {items.length > 0 && (
        <ol className="ticket-thread__list">
          {items.map((item) =>
            item.kind === 'comment' ? (
              <CommentItem
                key={`c${item.comment.id}`}
                ticketId={ticketId}
                comment={item.comment}
                userId={user.id}
                closed={closed}
              />
            ) : (
              <TicketEventItem key={`e${item.event.id}`} event={item.event} />
            ),
          )}
        </ol>
      )}
    </section>
  );
}
