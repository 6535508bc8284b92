import { useId, useMemo } from 'react';
import type { ComentarioChamado } from '@generated/api/model';
import { Button } from '@/ui/button';
import { useCurrentUser } from '@/lib/session/session-store';
import { CommentItem } from './comment-item';
import { ticketEventTexts } from './ticket-event-texts';
import { TicketEventItem } from './ticket-event-item';
import { threadItems } from './thread-order';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketHistory } from './use-ticket-history';

export interface CommentThreadProps {
  ticketId: number;
  comentarios: readonly ComentarioChamado[];
  closed: boolean;
  /** The ticket's updatedAt: when a refresh brings a change made elsewhere, its history is asked again. */
  version?: string | null;
}

/**
 * The ticket's conversation, oldest first: its comments, and between them the changes of its history
 * (status, due date, assignees, closing, reopening) as one-line events. The count is the comments'.
 * The history loads on its own: the comments never wait for it, and if it fails a small note offers
 * 'Tentar novamente' while the comments stay.
 */
export function CommentThread({ ticketId, comentarios, closed, version }: CommentThreadProps) {
  const ids = useId();
  const user = useCurrentUser();
  const history = useTicketHistory(ticketId, version);
  const events = history.data;
  const items = useMemo(() => threadItems(comentarios, events ?? []), [comentarios, events]);
  return (
    <section className="ticket-details__card ticket-thread" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ticket-details__section-title">
        {texts.thread} <span className="ticket-thread__count">({comentarios.length})</span>
      </h2>
      {history.isError && (
        <p className="ticket-thread__history-failed" role="status">
          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
          <span>{ticketEventTexts.historyFailed}</span>
          <Button
            type="button"
            icon="pi pi-refresh"
            label={ticketEventTexts.retry}
            text
            size="small"
            onClick={() => void history.refetch()}
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
