import { useId, useMemo } from 'react';
import type { ComentarioChamado } from '@generated/api/model';
import { useCurrentUser } from '@/lib/session/session-store';
import { CommentItem } from './comment-item';
import { sortComments } from './thread-order';
import { ticketDetailsTexts as texts } from './ticket-details-texts';

export interface CommentThreadProps {
  ticketId: number;
  comentarios: readonly ComentarioChamado[];
  closed: boolean;
}

/** The ticket's comments, oldest first. */
export function CommentThread({ ticketId, comentarios, closed }: CommentThreadProps) {
  const ids = useId();
  const user = useCurrentUser();
  const sorted = useMemo(() => sortComments(comentarios), [comentarios]);
  return (
    <section className="ticket-details__card ticket-thread" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ticket-details__section-title">
        {texts.thread} <span className="ticket-thread__count">({sorted.length})</span>
      </h2>
      {sorted.length === 0 ? (
        <p className="ticket-thread__empty">{texts.noComments}</p>
      ) : (
        <ol className="ticket-thread__list">
          {sorted.map((comment) => (
            <CommentItem key={comment.id} ticketId={ticketId} comment={comment} userId={user.id} closed={closed} />
          ))}
        </ol>
      )}
    </section>
  );
}
