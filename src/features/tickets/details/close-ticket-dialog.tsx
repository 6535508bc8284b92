import { zodResolver } from '@hookform/resolvers/zod';
import { InputSwitch } from '@/ui/primereact/inputswitch';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useFechaChamado } from '@generated/api/chamados/chamados';
import { FormActions } from '@/ui/form-actions';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { CommentTextControl, PrivateCommentControl } from './comment-fields';
import { richTextOrUndefined } from './comment-schema';
import { closeTicketSchema, type CloseTicketFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { TicketFormDrawer, type TicketDialogProps, type TicketFormProps } from './ticket-form-drawer';
import { useTicketSaved } from './use-ticket-saved';

/** 'Fechar chamado': whether the request was resolved (default yes), an optional comment and its private flag. */
export function CloseTicketDialog(props: TicketDialogProps) {
  return (
    <TicketFormDrawer {...props} title={texts.closeTitle} firstField="resolvida" form={CloseTicketForm} />
  );
}

const DEFAULTS: CloseTicketFormValues = { solicitacaoResolvida: true, comentario: '', privado: false };

function CloseTicketForm({ chamado, inputId, onClose }: TicketFormProps) {
  const ids = useId();
  const { control, handleSubmit, setError, formState } = useForm<CloseTicketFormValues>({
    resolver: zodResolver(closeTicketSchema),
    defaultValues: DEFAULTS,
  });
  const close = useFechaChamado({ mutation: useTicketSaved(texts.ticketClosed) });
  const saving = close.isPending || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ solicitacaoResolvida, comentario, privado }) => {
    if (close.isPending) return;
    const text = richTextOrUndefined(comentario);
    try {
      await close.mutateAsync({
        id: chamado.id,
        data: { solicitacaoResolvida, privado, ...(text ? { comentario: text } : {}) },
      });
      onClose();
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['solicitacaoResolvida', 'comentario', 'privado'] });
    }
  });

  return (
    <form className="ticket-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <Controller
        control={control}
        name="solicitacaoResolvida"
        render={({ field }) => (
          <div className="ticket-field ticket-field--inline">
            <InputSwitch
              inputId={inputId}
              inputRef={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.value === true)}
              disabled={saving}
            />
            <label htmlFor={inputId} className="ticket-field__label">
              {texts.resolved}
            </label>
            <span className="ticket-field__hint" aria-hidden="true">
              {field.value ? texts.yes : texts.no}
            </span>
          </div>
        )}
      />
      <CommentTextControl control={control} ids={ids} disabled={saving} label={texts.optionalComment} />
      <PrivateCommentControl control={control} ids={ids} disabled={saving} />
      <FormActions
        onClose={onClose}
        closeLabel={texts.cancel}
        saving={saving}
        submitLabel={texts.closeConfirm}
        savingLabel={texts.saving}
        submitIcon="pi pi-lock"
        severity="danger"
      />
    </form>
  );
}
