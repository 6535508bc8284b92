import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '@/ui/button';
import { MultiSelect } from '@/ui/primereact/multiselect';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAlteraResponsaveisChamado } from '@generated/api/chamados/chamados';
import { FieldControl } from '@/kit';
import { FormActions } from '@/ui/form-actions';
import { UserAvatar } from '@/ui/user-avatar';
import { getApiFieldErrors } from '@/lib/forms/api-field-errors';
import { getErrorMessage } from '@/lib/http/error-message';
import { emptyMessages } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';
import type { AssigneeOption } from './assignee-options';
import { assigneesSchema, sameAssignees, type AssigneesFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { TicketFormDrawer, type TicketDialogProps, type TicketFormProps } from './ticket-form-drawer';
import { useAssigneeOptions } from './use-assignee-options';
import { useTicketSaved } from './use-ticket-saved';

/** 'Responsáveis': at least one active staff user (never the super-user); saved only when the choice changed. */
export function AssigneesDialog(props: TicketDialogProps) {
  return (
    <TicketFormDrawer
      {...props}
      title={texts.assigneesTitle}
      firstField="responsaveis"
      form={AssigneesForm}
    />
  );
}

function optionTemplate(option: AssigneeOption) {
  return (
    <span className="ticket-assignee-option">
      {/* The option is named by the name beside it. */}
      <span aria-hidden="true">
        <UserAvatar name={option.label} avatarUrl={option.avatarUrl} size="small" />
      </span>
      <span className="ticket-assignee-option__name">{option.label}</span>
    </span>
  );
}

function AssigneesForm({ chamado, inputId, onClose }: TicketFormProps) {
  const initial = useMemo(
    () => chamado.responsaveis.map((responsavel) => responsavel.usuarioId),
    [chamado.responsaveis],
  );
  const { options, loading, failed, retry } = useAssigneeOptions(chamado.responsaveis);
  const { control, handleSubmit, setError, formState } = useForm<AssigneesFormValues>({
    resolver: zodResolver(assigneesSchema),
    defaultValues: { responsaveis: initial },
    mode: 'onChange',
  });
  const chosen = useWatch({ control, name: 'responsaveis' });
  const change = useAlteraResponsaveisChamado({ mutation: useTicketSaved(texts.assigneesChanged) });
  const saving = change.isPending || formState.isSubmitting;
  const unchanged = sameAssignees(chosen ?? [], initial);

  const onSubmit = handleSubmit(async ({ responsaveis }) => {
    if (change.isPending || sameAssignees(responsaveis, initial)) return;
    try {
      await change.mutateAsync({ id: chamado.id, data: { responsaveis } });
      onClose();
    } catch (error) {
      // 'responsaveis' or 'responsaveis.<n>': shown at the field; anything else as a toast.
      const fieldError = getApiFieldErrors(error).find(
        (entry) => entry.campo.split('.')[0] === 'responsaveis',
      );
      if (fieldError)
        setError('responsaveis', { type: 'server', message: fieldError.messages[0] }, { shouldFocus: true });
      else toast.error(getErrorMessage(error));
    }
  });

  return (
    <form className="ticket-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <FieldControl control={control} name="responsaveis" id={inputId} label={texts.assigneesLabel}>
        {(field, bound) => (
          <MultiSelect
            inputId={inputId}
            inputRef={field.ref}
            {...bound}
            onChange={(event) => field.onChange(Array.isArray(event.value) ? event.value : [])}
            options={options}
            optionLabel="label"
            optionValue="value"
            dataKey="value"
            itemTemplate={optionTemplate}
            display="chip"
            filter
            filterPlaceholder={texts.searchAssignee}
            emptyFilterMessage={emptyMessages.noRecords}
            emptyMessage={loading ? texts.loadingAssignees : emptyMessages.noRecords}
            selectedItemsLabel={texts.selectedAssignees}
            maxSelectedLabels={6}
            showSelectAll={false}
            placeholder={loading ? texts.loadingAssignees : texts.selectAssignees}
            loading={loading}
            disabled={saving || loading || failed}
            aria-required="true"
          />
        )}
      </FieldControl>
      {failed && (
        <div className="ticket-form__problem" role="alert">
          <span>{texts.assigneesLoadFailed}</span>
          <Button type="button" icon="pi pi-refresh" label={texts.retry} text size="small" onClick={retry} />
        </div>
      )}
      <FormActions
        onClose={onClose}
        saving={saving}
        savingLabel={texts.saving}
        disabled={failed || unchanged || !formState.isValid}
      />
    </form>
  );
}
