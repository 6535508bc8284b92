import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAlteraDataConclusaoChamado } from '@generated/api/chamados/chamados';
import { FieldControl } from '@/kit';
import { FormActions } from '@/ui/form-actions';
import { formatDateTime } from '@/lib/format/date';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { DateTimeInput } from './date-time-input';
import { dueDateSchema, sameMinute, type DueDateFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { TicketFormDrawer, type TicketDialogProps, type TicketFormProps } from './ticket-form-drawer';
import { useTicketSaved } from './use-ticket-saved';

/** 'Alterar previsão de conclusão': date and time after now (past days cannot be picked). */
export function DueDateDialog(props: TicketDialogProps) {
  return <TicketFormDrawer {...props} title={texts.dueDateTitle} firstField="data" form={DueDateForm} />;
}

function initialDate(iso: string | null, now: number): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return date.getTime() > now ? date : null;
}

function DueDateForm({ chamado, inputId, onClose }: TicketFormProps) {
  const [opened] = useState(() => new Date());
  const [initial] = useState(() => initialDate(chamado.dataPrevisaoConclusao, opened.getTime()));
  const { control, handleSubmit, setError, formState } = useForm<DueDateFormValues>({
    resolver: zodResolver(dueDateSchema()),
    defaultValues: { dataPrevisaoConclusao: initial },
    mode: 'onChange',
  });
  const value = useWatch({ control, name: 'dataPrevisaoConclusao' });
  const change = useAlteraDataConclusaoChamado({ mutation: useTicketSaved(texts.dateChanged) });
  const saving = change.isPending || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ dataPrevisaoConclusao }) => {
    if (change.isPending || !dataPrevisaoConclusao) return;
    try {
      await change.mutateAsync({
        id: chamado.id,
        data: { dataPrevisaoConclusao: dataPrevisaoConclusao.toISOString() },
      });
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
      <FieldControl
        control={control}
        name="dataPrevisaoConclusao"
        id={inputId}
        label={texts.dueDateLabel}
        hint={texts.dueDateHint}
      >
        {(field, bound) => (
          <DateTimeInput
            inputId={inputId}
            inputRef={field.ref}
            name={bound.name}
            value={bound.value}
            onChange={field.onChange}
            onBlur={bound.onBlur}
            minDate={opened}
            invalid={bound.invalid}
            disabled={saving}
            describedBy={bound['aria-describedby']}
          />
        )}
      </FieldControl>
      <FormActions
        onClose={onClose}
        saving={saving}
        savingLabel={texts.saving}
        disabled={!formState.isValid || sameMinute(value ?? null, initial)}
      />
    </form>
  );
}
