import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { MultiSelect } from 'primereact/multiselect';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { Chamado } from '@generated/api/model';
import { useAlteraResponsaveisChamado } from '@generated/api/chamados/chamados';
import { RightDrawer } from '@/ui/right-drawer';
import { UserAvatar } from '@/ui/user-avatar';
import { getApiFieldErrors } from '@/lib/forms/api-field-errors';
import { getErrorMessage } from '@/lib/http/error-message';
import { emptyMessages } from '@/lib/messages';
import { toast } from '@/lib/toast/toast';
import type { AssigneeOption } from './assignee-options';
import { DialogActions, type TicketDialogProps } from './dialog-actions';
import { assigneesSchema, sameAssignees, type AssigneesFormValues } from './dialog-schemas';
import { ticketDetailsTexts as texts } from './ticket-details-texts';
import { useAssigneeOptions } from './use-assignee-options';
import { useTicketCache } from '../use-ticket-cache';

/** 'Responsáveis': at least one active staff user (never the super-user); saved only when the choice changed. */
export function AssigneesDialog({ chamado, visible, onHide }: TicketDialogProps) {
  const ids = useId();
  const inputId = `${ids}-responsaveis`;
  return (
    <RightDrawer visible={visible} onHide={onHide} title={texts.assigneesTitle} initialFocusId={inputId}>
      <AssigneesForm chamado={chamado} inputId={inputId} onClose={onHide} />
    </RightDrawer>
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

function AssigneesForm({ chamado, inputId, onClose }: { chamado: Chamado; inputId: string; onClose: () => void }) {
  const errorId = `${inputId}-error`;
  const initial = useMemo(() => chamado.responsaveis.map((responsavel) => responsavel.usuarioId), [chamado.responsaveis]);
  const { options, loading, failed, retry } = useAssigneeOptions(chamado.responsaveis);
  const cache = useTicketCache();
  const { control, handleSubmit, setError, formState } = useForm<AssigneesFormValues>({
    resolver: zodResolver(assigneesSchema),
    defaultValues: { responsaveis: initial },
    mode: 'onChange',
  });
  const chosen = useWatch({ control, name: 'responsaveis' });
  const change = useAlteraResponsaveisChamado({
    mutation: {
      meta: { silent: true },
      onSuccess: (saved) => {
        cache.store(saved);
        toast.success(texts.assigneesChanged);
      },
    },
  });
  const saving = change.isPending || formState.isSubmitting;
  const unchanged = sameAssignees(chosen ?? [], initial);

  const onSubmit = handleSubmit(async ({ responsaveis }) => {
    if (change.isPending || sameAssignees(responsaveis, initial)) return;
    try {
      await change.mutateAsync({ id: chamado.id, data: { responsaveis } });
      onClose();
    } catch (error) {
      // 'responsaveis' or 'responsaveis.<n>': shown at the field; anything else as a toast.
      const fieldError = getApiFieldErrors(error).find((entry) => entry.campo.split('.')[0] === 'responsaveis');
      if (fieldError) setError('responsaveis', { type: 'server', message: fieldError.messages[0] }, { shouldFocus: true });
      else toast.error(getErrorMessage(error));
    }
  });

  return (
    <form className="ticket-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <Controller
        control={control}
        name="responsaveis"
        render={({ field, fieldState }) => (
          <div className="ticket-field">
            <label htmlFor={inputId} className="ticket-field__label">
              {texts.assigneesLabel}
            </label>
            <MultiSelect
              inputId={inputId}
              inputRef={field.ref}
              value={field.value}
              options={options}
              optionLabel="label"
              optionValue="value"
              dataKey="value"
              itemTemplate={optionTemplate}
              onChange={(event) => field.onChange(Array.isArray(event.value) ? event.value : [])}
              onBlur={field.onBlur}
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
              invalid={fieldState.invalid}
              aria-required="true"
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            {fieldState.error && (
              <small id={errorId} className="p-error ticket-field__error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        )}
      />
      {failed && (
        <div className="ticket-form__problem" role="alert">
          <span>{texts.assigneesLoadFailed}</span>
          <Button type="button" icon="pi pi-refresh" label={texts.retry} text size="small" onClick={retry} />
        </div>
      )}
      <DialogActions onClose={onClose} saving={saving} disabled={failed || unchanged || !formState.isValid} />
    </form>
  );
}
