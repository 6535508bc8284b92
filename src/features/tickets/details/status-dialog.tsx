import { zodResolver } from '@hookform/resolvers/zod';
import { Dropdown } from '@/ui/primereact/dropdown';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useAlteraStatusChamado } from '@generated/api/chamados/chamados';
import { AttachmentInput } from '../attachments/attachment-input';
import { FieldControl } from '@/kit';
import { FormActions } from '@/ui/form-actions';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { changeableStatuses } from '@/lib/format/ticket-labels';
import { TicketStatusTag } from '../ticket-status-tag';
import { CommentTextControl, PrivateCommentControl } from './comment-fields';
import { richTextOrUndefined } from './comment-schema';
import { statusSchema, type StatusFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { TicketFormDrawer, type TicketDialogProps, type TicketFormProps } from './ticket-form-drawer';
import { useTicketSaved } from './use-ticket-saved';
import { isClosedTicket } from '../ticket-closed';

/**
 * 'Alterar status': a new status (never the current one, EM_ABERTO or FECHADO) with an optional
 * comment and attachments. On a closed ticket it is 'Reabrir chamado': the new status reopens it.
 */
export function StatusDialog(props: TicketDialogProps) {
  const title = isClosedTicket(props.chamado) ? texts.reopenTitle : texts.statusTitle;
  return <TicketFormDrawer {...props} title={title} firstField="status" form={StatusForm} />;
}

const EMPTY: StatusFormValues = { status: null, comentario: '', privado: false, anexos: [] };

function StatusForm({ chamado, inputId, onClose }: TicketFormProps) {
  const ids = useId();
  const options = useMemo(() => changeableStatuses(chamado.status), [chamado.status]);
  const schema = useMemo(() => statusSchema(chamado.status), [chamado.status]);
  const { control, handleSubmit, setError, formState } = useForm<StatusFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });
  const status = useWatch({ control, name: 'status' });
  const change = useAlteraStatusChamado({ mutation: useTicketSaved(texts.statusChanged) });
  const saving = change.isPending || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ status: chosen, comentario, privado, anexos }) => {
    if (change.isPending || !chosen) return;
    const text = richTextOrUndefined(comentario);
    try {
      await change.mutateAsync({
        id: chamado.id,
        data: {
          status: chosen,
          privado,
          ...(text ? { comentario: text } : {}),
          ...(anexos.length > 0 ? { anexos } : {}),
        },
      });
      onClose();
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['status', 'comentario', 'privado', 'anexos'] });
    }
  });

  return (
    <form className="ticket-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="ticket-form__current">
        <span className="ticket-form__current-label">{texts.currentStatus}: </span>
        <TicketStatusTag status={chamado.status} />
      </p>
      <FieldControl control={control} name="status" id={inputId} label={texts.newStatus}>
        {(field, bound) => (
          <Dropdown
            inputId={inputId}
            inputRef={field.ref}
            {...bound}
            onChange={(event) => field.onChange(event.value ?? null)}
            options={options}
            optionLabel="label"
            optionValue="value"
            placeholder={texts.selectStatus}
            disabled={saving}
            aria-required="true"
          />
        )}
      </FieldControl>
      <CommentTextControl
        control={control}
        ids={ids}
        disabled={saving}
        label={texts.comment}
        hint={texts.statusCommentHint}
      />
      <Controller
        control={control}
        name="anexos"
        render={({ field }) => (
          <AttachmentInput
            id={`${ids}-anexos`}
            files={field.value}
            onChange={field.onChange}
            disabled={saving}
          />
        )}
      />
      <PrivateCommentControl control={control} ids={ids} disabled={saving} />
      <FormActions onClose={onClose} saving={saving} savingLabel={texts.saving} disabled={!status} />
    </form>
  );
}
