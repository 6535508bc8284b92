import { zodResolver } from '@hookform/resolvers/zod';
import { Dropdown } from 'primereact/dropdown';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Chamado } from '@generated/api/model';
import { useAlteraStatusChamado } from '@generated/api/chamados/chamados';
import { AttachmentInput } from '../attachments/attachment-input';
import { RightDrawer } from '@/ui/right-drawer';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { changeableStatuses } from '@/lib/format/ticket-labels';
import { toast } from '@/lib/toast/toast';
import { TicketStatusTag } from '../ticket-status-tag';
import { CommentTextControl, PrivateCommentControl } from './comment-fields';
import { richTextOrUndefined } from './comment-schema';
import { DialogActions, type TicketDialogProps } from './dialog-actions';
import { statusSchema, type StatusFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketCache } from '../use-ticket-cache';

/** 'Alterar status': a new status (never the current one, EM_ABERTO or FECHADO) with an optional comment and attachments. */
export function StatusDialog({ chamado, visible, onHide }: TicketDialogProps) {
  const ids = useId();
  const inputId = `${ids}-status`;
  return (
    <RightDrawer visible={visible} onHide={onHide} title={texts.statusTitle} initialFocusId={inputId}>
      <StatusForm chamado={chamado} inputId={inputId} onClose={onHide} />
    </RightDrawer>
  );
}

const EMPTY: StatusFormValues = { status: null, comentario: '', privado: false, anexos: [] };

function StatusForm({ chamado, inputId, onClose }: { chamado: Chamado; inputId: string; onClose: () => void }) {
  const ids = useId();
  const options = useMemo(() => changeableStatuses(chamado.status), [chamado.status]);
  const schema = useMemo(() => statusSchema(chamado.status), [chamado.status]);
  const cache = useTicketCache();
  const { control, handleSubmit, setError, formState } = useForm<StatusFormValues>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const status = useWatch({ control, name: 'status' });
  const change = useAlteraStatusChamado({
    mutation: {
      meta: { silent: true },
      onSuccess: (saved) => {
        cache.store(saved);
        toast.success(texts.statusChanged);
      },
    },
  });
  const saving = change.isPending || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ status: chosen, comentario, privado, anexos }) => {
    if (change.isPending || !chosen) return;
    const text = richTextOrUndefined(comentario);
    try {
      await change.mutateAsync({
        id: chamado.id,
        data: { status: chosen, privado, ...(text ? { comentario: text } : {}), ...(anexos.length > 0 ? { anexos } : {}) },
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
      <Controller
        control={control}
        name="status"
        render={({ field, fieldState }) => (
          <div className="ticket-field">
            <label htmlFor={inputId} className="ticket-field__label">
              {texts.newStatus}
            </label>
            <Dropdown
              inputId={inputId}
              inputRef={field.ref}
              value={field.value}
              options={options}
              optionLabel="label"
              optionValue="value"
              onChange={(event) => field.onChange(event.value ?? null)}
              onBlur={field.onBlur}
              placeholder={texts.selectStatus}
              invalid={fieldState.invalid}
              disabled={saving}
              aria-required="true"
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? `${inputId}-error` : undefined}
            />
            {fieldState.error && (
              <small id={`${inputId}-error`} className="p-error ticket-field__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      <CommentTextControl control={control} ids={ids} disabled={saving} label={texts.comment} hint={texts.statusCommentHint} />
      <Controller
        control={control}
        name="anexos"
        render={({ field }) => <AttachmentInput id={`${ids}-anexos`} files={field.value} onChange={field.onChange} disabled={saving} />}
      />
      <PrivateCommentControl control={control} ids={ids} disabled={saving} />
      <DialogActions onClose={onClose} saving={saving} disabled={!status} />
    </form>
  );
}
