import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useCriaComentarioChamado } from '@generated/api/chamados/chamados';
import { AttachmentInput } from '../attachments/attachment-input';
import { LeaveDialog, useLeaveGuard } from '@/kit';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { richTextIsEmpty } from '@/ui/rich-text/sanitize-rich-text';
import { CommentTextControl, PrivateCommentControl } from './comment-fields';
import { commentSchema, EMPTY_COMMENT, type CommentFormValues } from './comment-schema';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketCache } from '../use-ticket-cache';

export interface CommentFormProps {
  ticketId: number;
  /** Prefix of the form's ids: the editor is `${ids}-comentario` (what 'Responder' focuses). */
  ids: string;
  /**
   * The ticket is closed: the form shows nothing, unless a comment was being written when the ticket was
   * closed (elsewhere, and seen on a refresh): then the text and files stay, with a note, and cannot be
   * sent until the ticket is reopened.
   */
  closed?: boolean;
}

/**
 * New comment (POST comentario/{id}, multipart): comentario required, private flag, attachments. On
 * success the form is cleared and the ticket shows the answer at once; on failure everything typed stays.
 * While a comment is being written (text or files), leaving the page asks first.
 */
export function CommentForm({ ticketId, ids, closed = false }: CommentFormProps) {
  const cache = useTicketCache();
  const { control, handleSubmit, setError, reset, formState } = useForm<CommentFormValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: EMPTY_COMMENT,
  });
  const send = useCriaComentarioChamado({ mutation: { meta: { silent: true }, onSuccess: (chamado) => cache.store(chamado) } });
  const sending = send.isPending || formState.isSubmitting;
  const [comentario, anexos] = useWatch({ control, name: ['comentario', 'anexos'] });
  const writing = !richTextIsEmpty(comentario) || anexos.length > 0;
  const { blocker } = useLeaveGuard(writing);

  const onSubmit = handleSubmit(async ({ comentario, privado, anexos }) => {
    if (send.isPending || closed) return;
    try {
      await send.mutateAsync({ id: ticketId, data: { comentario, privado, ...(anexos.length > 0 ? { anexos } : {}) } });
      reset(EMPTY_COMMENT);
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['comentario', 'privado', 'anexos'] });
    }
  });

  if (closed && !writing && !sending) return null;

  return (
    <section className="ticket-details__card ticket-comment-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="ticket-details__section-title">
        {texts.newComment}
      </h2>
      {closed && (
        <p id={`${ids}-closed`} className="ticket-comment-form__closed" role="status">
          <i className="pi pi-lock" aria-hidden="true" /> {texts.closedWhileWriting}
        </p>
      )}
      <form
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
        className="ticket-form"
        // Ctrl+Enter (⌘+Enter) sends from the editor, before the editor takes the Enter as a new line.
        onKeyDownCapture={(event) => {
          if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          event.stopPropagation();
          if (!sending && !closed) void onSubmit();
        }}
      >
        <CommentTextControl control={control} ids={ids} disabled={sending} label={texts.comment} required placeholder={texts.commentPlaceholder} />
        <Controller
          control={control}
          name="anexos"
          render={({ field, fieldState }) => (
            <div className="ticket-field">
              <AttachmentInput id={`${ids}-anexos`} files={field.value} onChange={field.onChange} disabled={sending} />
              {fieldState.error && <small className="p-error ticket-field__error">{fieldState.error.message}</small>}
            </div>
          )}
        />
        <div className="ticket-form__footer">
          <PrivateCommentControl control={control} ids={ids} disabled={sending} />
          <Button
            type="submit"
            icon="pi pi-send"
            label={sending ? texts.sending : texts.send}
            loading={sending}
            disabled={sending || closed}
            aria-describedby={closed ? `${ids}-closed` : undefined}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          />
        </div>
      </form>
      <LeaveDialog blocker={blocker} />
    </section>
  );
}
