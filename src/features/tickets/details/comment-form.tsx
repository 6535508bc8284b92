import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { StatusAlteravelChamado, StatusChamado } from '@generated/api/model';
import { useAlteraStatusChamado, useCriaComentarioChamado } from '@generated/api/chamados/chamados';
import { AttachmentInput } from '../attachments/attachment-input';
import { LeaveDialog, useLeaveGuard } from '@/kit';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { useCurrentUser } from '@/lib/session/session-store';
import { richTextIsEmpty, sanitizeRichText } from '@/ui/rich-text/sanitize-rich-text';
import { CommentTextControl, PrivateCommentControl } from './comment-fields';
import { forgetCommentDraft, readCommentDraft, saveCommentDraft } from './comment-draft';
import { commentSchema, EMPTY_COMMENT, type CommentFormValues } from './comment-schema';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketCache } from '../use-ticket-cache';
import { useTicketSaved } from './use-ticket-saved';

export interface CommentFormProps {
  ticketId: number;
  /** The ticket's status: 'Responder e aguardar cliente' is offered unless it is that status already. */
  status: StatusChamado;
  /** Prefix of the form's ids: the editor is `${ids}-comentario` (what 'Responder' focuses). */
  ids: string;
  /**
   * The ticket is closed: the form shows nothing, unless a comment was being written when the ticket was
   * closed (elsewhere, and seen on a refresh): then the text and files stay, with a note, and cannot be
   * sent until the ticket is reopened.
   */
  closed?: boolean;
}

/** The status 'Responder e aguardar cliente' sets. */
const WAITING: StatusAlteravelChamado = 'AGUARDANDO_RESPOSTA_CLIENTE';

type Intent = 'comment' | 'wait';

/** The draft kept for this ticket (comment-draft.ts), sanitised, as the form's first values. */
function initialValues(userId: number, ticketId: number): { values: CommentFormValues; restored: boolean } {
  const draft = readCommentDraft(userId, ticketId);
  if (!draft) return { values: EMPTY_COMMENT, restored: false };
  return {
    values: { ...EMPTY_COMMENT, comentario: sanitizeRichText(draft.comentario), privado: draft.privado },
    restored: true,
  };
}

/**
 * New comment (POST comentario/{id}, multipart): comentario required, private flag, attachments. On
 * success the form is cleared and the ticket shows the answer at once; on failure everything typed stays.
 * 'Responder e aguardar cliente' sends the same comment with the status 'Aguardando resposta do cliente'
 * in one call (PUT altera-status/{id}, which carries a comment and its files) and one toast ('Status
 * alterado com sucesso'). One send at a time: both buttons are busy until the answer, and a second
 * click (or Ctrl+Enter) meanwhile does nothing.
 * While a comment is being written (text or files), leaving the page asks first; its text is kept per
 * ticket across a reload (comment-draft.ts) until it is sent or discarded.
 */
export function CommentForm({ ticketId, status, ids, closed = false }: CommentFormProps) {
  const cache = useTicketCache();
  const user = useCurrentUser();
  const [initial] = useState(() => initialValues(user.id, ticketId));
  const { control, handleSubmit, setError, reset, formState } = useForm<CommentFormValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: initial.values,
  });
  const send = useCriaComentarioChamado({
    mutation: { meta: { silent: true }, onSuccess: (chamado) => cache.store(chamado) },
  });
  const sendAndWait = useAlteraStatusChamado({ mutation: useTicketSaved(texts.statusChanged) });
  /** Set from the click to the answer: a second click in between (before React re-renders) does nothing. */
  const inFlight = useRef(false);
  const [intent, setIntent] = useState<Intent | null>(null);
  const sending = send.isPending || sendAndWait.isPending || formState.isSubmitting || intent !== null;
  const [comentario, privado, anexos] = useWatch({ control, name: ['comentario', 'privado', 'anexos'] });
  const writing = !richTextIsEmpty(comentario) || anexos.length > 0;
  const { blocker } = useLeaveGuard(writing);
  const [restored, setRestored] = useState(initial.restored);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const discardId = `${ids}-descartar`;
  /** 'Cancelar' in the discard question puts the focus back on 'Descartar rascunho'. */
  const backToDiscard = useRef(false);
  useEffect(() => {
    if (confirmingDiscard || !backToDiscard.current) return;
    backToDiscard.current = false;
    document.getElementById(discardId)?.focus();
  }, [confirmingDiscard, discardId]);
  const offerWait = status !== WAITING;

  // The text is kept as it is typed (and forgotten once empty): a reload finds it.
  useEffect(() => {
    saveCommentDraft(user.id, ticketId, { comentario, privado });
  }, [user.id, ticketId, comentario, privado]);

  // 'Descartar' in the leave dialog discards the draft too: it is what the user chose.
  useEffect(() => {
    if (blocker.state === 'proceeding') forgetCommentDraft(user.id, ticketId);
  }, [blocker.state, user.id, ticketId]);

  const cleared = () => {
    forgetCommentDraft(user.id, ticketId);
    reset(EMPTY_COMMENT);
    setRestored(false);
    setConfirmingDiscard(false);
  };

  const submit = (chosen: Intent) => {
    if (inFlight.current || closed) return;
    inFlight.current = true;
    setIntent(chosen);
    void handleSubmit(async ({ comentario, privado, anexos }) => {
      const files = anexos.length > 0 ? { anexos } : {};
      try {
        if (chosen === 'wait')
          await sendAndWait.mutateAsync({
            id: ticketId,
            data: { status: WAITING, comentario, privado, ...files },
          });
        else await send.mutateAsync({ id: ticketId, data: { comentario, privado, ...files } });
        cleared();
        // 'Responder e aguardar cliente' is gone once the ticket waits on the customer: the editor takes the focus.
        if (chosen === 'wait') document.getElementById(`${ids}-comentario`)?.focus({ preventScroll: true });
      } catch (error) {
        reportApiFormError(error, setError, { fields: ['comentario', 'privado', 'anexos'] });
      }
    })().finally(() => {
      inFlight.current = false;
      setIntent(null);
    });
  };

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
        onSubmit={(event) => {
          event.preventDefault();
          submit('comment');
        }}
        aria-busy={sending}
        className="ticket-form"
        // Ctrl+Enter (⌘+Enter) sends from the editor, before the editor takes the Enter as a new line.
        onKeyDownCapture={(event) => {
          if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
          event.preventDefault();
          event.stopPropagation();
          submit('comment');
        }}
      >
        <CommentTextControl
          control={control}
          ids={ids}
          disabled={sending}
          label={texts.comment}
          required
          placeholder={texts.commentPlaceholder}
        />
        {restored && writing && (
          <p className="ticket-comment-form__restored" role="status">
            <i className="pi pi-info-circle" aria-hidden="true" /> {texts.draftRestored}
          </p>
        )}
        <Controller
          control={control}
          name="anexos"
          render={({ field, fieldState }) => (
            <div className="ticket-field">
              <AttachmentInput
                id={`${ids}-anexos`}
                files={field.value}
                onChange={field.onChange}
                disabled={sending}
              />
              {fieldState.error && (
                <small className="p-error ticket-field__error">{fieldState.error.message}</small>
              )}
            </div>
          )}
        />
        <div className="ticket-form__footer">
          <PrivateCommentControl control={control} ids={ids} disabled={sending} />
          <div className="ticket-comment-form__buttons">
            {writing && !sending && !confirmingDiscard && (
              <Button
                id={discardId}
                type="button"
                icon="pi pi-trash"
                label={texts.discardDraft}
                text
                size="small"
                onClick={() => setConfirmingDiscard(true)}
              />
            )}
            {offerWait && (
              <Button
                type="button"
                icon="pi pi-reply"
                label={intent === 'wait' ? texts.sending : texts.replyAndWait}
                outlined
                loading={intent === 'wait'}
                disabled={sending || closed}
                aria-describedby={closed ? `${ids}-closed` : undefined}
                onClick={() => submit('wait')}
              />
            )}
            <Button
              type="submit"
              icon="pi pi-send"
              label={intent === 'comment' ? texts.sending : texts.send}
              loading={intent === 'comment'}
              disabled={sending || closed}
              aria-describedby={closed ? `${ids}-closed` : undefined}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            />
          </div>
        </div>
        {confirmingDiscard && (
          <div className="ticket-comment__confirm" role="group" aria-labelledby={`${ids}-discard`}>
            <span id={`${ids}-discard`}>{texts.discardQuestion}</span>
            <Button
              type="button"
              label={texts.cancel}
              text
              size="small"
              onClick={() => {
                backToDiscard.current = true;
                setConfirmingDiscard(false);
              }}
            />
            <Button
              type="button"
              icon="pi pi-trash"
              label={texts.confirmDiscard}
              size="small"
              severity="danger"
              autoFocus
              onClick={() => {
                cleared();
                document.getElementById(`${ids}-comentario`)?.focus({ preventScroll: true });
              }}
            />
          </div>
        )}
      </form>
      <LeaveDialog blocker={blocker} />
    </section>
  );
}
