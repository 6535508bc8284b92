import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Chamado } from '@generated/api/model';
import { useAlteraDataConclusaoChamado } from '@generated/api/chamados/chamados';
import { RightDrawer } from '@/ui/right-drawer';
import { formatDateTime } from '@/lib/format/date';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { toast } from '@/lib/toast/toast';
import { DateTimeInput } from './date-time-input';
import { DialogActions, type TicketDialogProps } from './dialog-actions';
import { dueDateSchema, sameMinute, type DueDateFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useTicketCache } from '../use-ticket-cache';

/** 'Alterar previsão de conclusão': date and time after now (past days cannot be picked). */
export function DueDateDialog({ chamado, visible, onHide }: TicketDialogProps) {
  const ids = useId();
  const inputId = `${ids}-data`;
  return (
    <RightDrawer visible={visible} onHide={onHide} title={texts.dueDateTitle} initialFocusId={inputId}>
      <DueDateForm chamado={chamado} inputId={inputId} onClose={onHide} />
    </RightDrawer>
  );
}

function initialDate(iso: string | null, now: number): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return date.getTime() > now ? date : null;
}

function DueDateForm({ chamado, inputId, onClose }: { chamado: Chamado; inputId: string; onClose: () => void }) {
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [opened] = useState(() => new Date());
  const [initial] = useState(() => initialDate(chamado.dataPrevisaoConclusao, opened.getTime()));
  const cache = useTicketCache();
  const { control, handleSubmit, setError, formState } = useForm<DueDateFormValues>({
    resolver: zodResolver(dueDateSchema()),
    defaultValues: { dataPrevisaoConclusao: initial },
    mode: 'onChange',
  });
  const value = useWatch({ control, name: 'dataPrevisaoConclusao' });
  const change = useAlteraDataConclusaoChamado({
    mutation: {
      meta: { silent: true },
      onSuccess: (saved) => {
        cache.store(saved);
        toast.success(texts.dateChanged);
      },
    },
  });
  const saving = change.isPending || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ dataPrevisaoConclusao }) => {
    if (change.isPending || !dataPrevisaoConclusao) return;
    try {
      await change.mutateAsync({ id: chamado.id, data: { dataPrevisaoConclusao: dataPrevisaoConclusao.toISOString() } });
      onClose();
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['dataPrevisaoConclusao'] });
    }
  });

  return (
    <form className="ticket-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="ticket-form__current">
        <span className="ticket-form__current-label">{texts.currentDueDate}: </span>
        <strong>{formatDateTime(chamado.dataPrevisaoConclusao) || texts.notDefined}</strong>
      </p>
      <Controller
        control={control}
        name="dataPrevisaoConclusao"
        render={({ field, fieldState }) => (
          <div className="ticket-field">
            <label htmlFor={inputId} className="ticket-field__label">
              {texts.dueDateLabel}
            </label>
            <DateTimeInput
              inputId={inputId}
              inputRef={field.ref}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              minDate={opened}
              invalid={fieldState.invalid}
              disabled={saving}
              describedBy={fieldState.error ? `${errorId} ${hintId}` : hintId}
            />
            <small id={hintId} className="ticket-field__hint">
              {texts.dueDateHint}
            </small>
            {fieldState.error && (
              <small id={errorId} className="p-error ticket-field__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      <DialogActions onClose={onClose} saving={saving} disabled={!formState.isValid || sameMinute(value ?? null, initial)} />
    </form>
  );
}
