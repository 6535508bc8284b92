import { Button } from '@/ui/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useExcluiComentarioChamado } from '@generated/api/chamados/chamados';
import { getErrorMessage } from '@/lib/http/error-message';
import { toast } from '@/lib/toast/toast';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketCache } from '../use-ticket-cache';

export interface CommentDeleteActionProps {
  ticketId: number;
  commentId: number;
}

/**
 * 'Excluir comentário' with an inline confirmation, then DELETE deleta-comentario/{id}. On success the
 * ticket is fetched again and 'Comentário excluído' is shown; on failure the API's message.
 */
export function CommentDeleteAction({ ticketId, commentId }: CommentDeleteActionProps) {
  const ids = useId();
  const [confirming, setConfirming] = useState(false);
  const openerId = `${ids}-excluir`;
  const returnFocus = useRef(false);
  const cache = useTicketCache();
  const remove = useExcluiComentarioChamado({
    mutation: {
      meta: { silent: true },
      onSuccess: () => {
        toast.success(texts.commentDeleted);
        cache.refresh(ticketId);
      },
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  });

  // Cancelling puts the focus back on 'Excluir comentário'.
  useEffect(() => {
    if (confirming || !returnFocus.current) return;
    returnFocus.current = false;
    document.getElementById(openerId)?.focus();
  }, [confirming, openerId]);

  const cancel = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  if (!confirming) {
    return (
      <Button
        id={openerId}
        type="button"
        icon="pi pi-trash"
        label={texts.deleteComment}
        text
        size="small"
        severity="danger"
        className="ticket-comment__delete"
        onClick={() => setConfirming(true)}
      />
    );
  }

  return (
    <div className="ticket-comment__confirm" role="group" aria-labelledby={`${ids}-question`}>
      <span id={`${ids}-question`}>{texts.deleteQuestion}</span>
      <Button
        type="button"
        label={texts.cancel}
        text
        size="small"
        onClick={cancel}
        disabled={remove.isPending}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        label={texts.confirmDelete}
        size="small"
        severity="danger"
        autoFocus
        loading={remove.isPending}
        disabled={remove.isPending}
        onClick={() => remove.mutate({ id: commentId })}
      />
    </div>
  );
}
