import type { ComentarioChamado } from '@generated/api/model';
import { AttachmentList } from '../attachments/attachment-list';
import { RichTextView } from '@/ui/rich-text/rich-text-view';
import { UserAvatar } from '@/ui/user-avatar';
import { formatDateTime } from '@/lib/format/date';
import { CommentDeleteAction } from './comment-delete-action';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useCommentDeletable } from './use-comment-deletable';

export interface CommentItemProps {
  ticketId: number;
  comment: ComentarioChamado;
  /** The signed-in user: only the author may delete, within 5 minutes. */
  userId: number;
  /** The ticket is closed: nothing can be deleted. */
  closed: boolean;
}

const ORIGIN_ICONS = { CLIENTE: 'pi pi-building', SUPORTE: 'pi pi-headphones' } as const;

/**
 * One comment of the thread: author, side ('Cliente' or 'Suporte', each with its own look), time,
 * private marker, sanitised text, attachments and (for its author, for 5 minutes) delete.
 */
export function CommentItem({ ticketId, comment, userId, closed }: CommentItemProps) {
  const deletable = useCommentDeletable(comment, userId) && !closed;
  const origin = texts.origin[comment.origem];
  const classes = [
    'ticket-comment',
    `ticket-comment--${comment.origem.toLowerCase()}`,
    comment.privado ? 'ticket-comment--private' : '',
  ];
  return (
    <li className={classes.filter(Boolean).join(' ')}>
      <article aria-label={texts.commentBy(comment.usuario.nome, origin)} className="ticket-comment__body">
        <header className="ticket-comment__header">
          <UserAvatar name={comment.usuario.nome} avatarUrl={comment.usuario.avatarUrl} size="normal" />
          <div className="ticket-comment__meta">
            <span className="ticket-comment__author">
              {comment.usuario.nome}
              <span
                className={`ticket-comment__origin ticket-comment__origin--${comment.origem.toLowerCase()}`}
              >
                <i className={ORIGIN_ICONS[comment.origem]} aria-hidden="true" />
                {origin}
              </span>
            </span>
            <time dateTime={comment.createdAt} className="ticket-comment__time">
              {formatDateTime(comment.createdAt)}
            </time>
          </div>
          {comment.privado && (
            <span className="ticket-comment__private">
              <i className="pi pi-lock" aria-hidden="true" />
              {texts.private}
            </span>
          )}
        </header>
        <RichTextView html={comment.comentario} className="ticket-comment__text" />
        <AttachmentList anexos={comment.anexos} className="ticket-comment__attachments" />
        {deletable && (
          <footer className="ticket-comment__actions">
            <CommentDeleteAction ticketId={ticketId} commentId={comment.id} />
          </footer>
        )}
      </article>
    </li>
  );
}
