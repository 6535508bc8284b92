import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Recurso, StatusCadastro } from '@generated/api/model';
import { FormActions } from '@/ui/form-actions';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { LockReasonField, lockSchema, type LockFormOutput, type LockFormValues } from './lock-reason-field';
import { lockActionIcon, lockTexts } from './resource-texts';
import { useLockMutation } from './use-lock-mutation';
import './resource.css';

export { LOCK_REASON_MIN } from './lock-reason-field';

export interface LockDialogProps extends DrawerVisibility {
  recurso: Recurso;
  id: number;
  /** The record's current state: true offers 'Inativar', false 'Ativar'. */
  ativo: boolean;
  /** How the record is named in the dialog (e.g. its name or code). */
  recordLabel: string;
  /** Called with the new status after a successful lock/unlock (the drawer then closes). */
  onDone?: (status: StatusCadastro) => void;
  /** Customer of the user link (recurso usuarios only): sent as the empresaId header. */
  empresaId?: number;
}

/**
 * The lock/unlock reason drawer: a required reason (trimmed, ≥ 15 characters,
 * upper-cased), then PUT inativa/ativa. On success: toast, the resource's lists and views refresh,
 * onDone(status), closed. On failure the reason stays, with the API's message at the field or as a toast.
 * Each opening starts with an empty reason (the form of a previous opening, for this record or
 * another, is not brought back).
 */
export function LockDialog({ visible, onHide, ativo, ...rest }: LockDialogProps) {
  const ids = useId();
  const inputId = `${ids}-motivo`;
  const [openings, setOpenings] = useState(visible ? 1 : 0);
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) setOpenings(openings + 1);
  }
  return (
    <RightDrawer
      visible={visible}
      onHide={onHide}
      initialFocusId={inputId}
      title={ativo ? lockTexts.lockTitle : lockTexts.unlockTitle}
      className="lock-drawer"
    >
      <LockForm key={openings} {...rest} ativo={ativo} inputId={inputId} onHide={onHide} />
    </RightDrawer>
  );
}

type LockFormProps = Omit<LockDialogProps, 'visible'> & { inputId: string };

function LockForm({ recurso, id, ativo, recordLabel, empresaId, inputId, onHide, onDone }: LockFormProps) {
  const { control, handleSubmit, setError, formState } = useForm<LockFormValues, unknown, LockFormOutput>({
    resolver: zodResolver(lockSchema),
    defaultValues: { motivo: '' },
    mode: 'onTouched',
  });
  const lock = useLockMutation({ recurso, id, ativo, empresaId });
  const saving = lock.isPending || formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ motivo }) => {
    if (lock.isPending) return;
    try {
      const status = await lock.mutateAsync(motivo);
      onDone?.(status);
      onHide();
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['motivo'] });
    }
  });

  return (
    <form className="lock-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="lock-form__record">
        <span className="lock-form__record-label">{lockTexts.record}: </span>
        <strong>{recordLabel}</strong>
      </p>
      <LockReasonField control={control} inputId={inputId} readOnly={saving} />
      <FormActions
        onClose={onHide}
        saving={saving}
        submitLabel={ativo ? lockTexts.lock : lockTexts.unlock}
        submitIcon={lockActionIcon(ativo)}
        severity={ativo ? 'danger' : undefined}
      />
    </form>
  );
}
