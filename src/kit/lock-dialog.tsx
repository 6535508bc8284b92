import { zodResolver } from '@hookform/resolvers/zod';
import { InputTextarea } from '@/ui/primereact/inputtextarea';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { Recurso, StatusCadastro } from '@generated/api/model';
import { uppercaseInPlace } from '@/lib/forms/uppercase-input';
import { FormActions } from '@/ui/form-actions';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { lockReason } from '@/lib/validation/schemas';
import { FieldControl } from './field-control';
import { lockActionIcon, lockTexts } from './resource-texts';
import { useLockMutation } from './use-lock-mutation';
import './resource.css';

/** The reason needs at least 15 characters once trimmed. */
export const LOCK_REASON_MIN = 15;

const lockSchema = z.object({ motivo: lockReason() });
type LockFormValues = z.input<typeof lockSchema>;
type LockFormOutput = z.output<typeof lockSchema>;

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
  const motivo = useWatch({ control, name: 'motivo' });
  const counter = lockTexts.counter(motivo.trim().length, LOCK_REASON_MIN);
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
      <FieldControl control={control} name="motivo" id={inputId} label={lockTexts.reason} hint={counter}>
        {(field, bound) => (
          <InputTextarea
            id={inputId}
            ref={field.ref}
            {...bound}
            onChange={(event) => field.onChange(uppercaseInPlace(event))}
            rows={4}
            autoResize
            aria-required="true"
            readOnly={saving}
          />
        )}
      </FieldControl>
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
