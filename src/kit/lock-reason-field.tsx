import { InputTextarea } from '@/ui/primereact/inputtextarea';
import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { uppercaseInPlace } from '@/lib/forms/uppercase-input';
import { lockReason } from '@/lib/validation/schemas';
import { FieldControl } from './field-control';
import { lockTexts } from './resource-texts';

/** The reason needs at least 15 characters once trimmed. */
export const LOCK_REASON_MIN = 15;

/** The form of a lock reason: one record's dialog, or the list's selection at once. */
export const lockSchema = z.object({ motivo: lockReason() });
export type LockFormValues = z.input<typeof lockSchema>;
export type LockFormOutput = z.output<typeof lockSchema>;

interface LockReasonFieldProps {
  control: Control<LockFormValues>;
  inputId: string;
  /** While the reason is being sent: kept as typed. */
  readOnly: boolean;
}

/** 'Motivo': upper-cased as typed, with the count towards its minimum under it. */
export function LockReasonField({ control, inputId, readOnly }: LockReasonFieldProps) {
  const motivo = useWatch({ control, name: 'motivo' });
  const counter = lockTexts.counter(motivo.trim().length, LOCK_REASON_MIN);
  return (
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
          readOnly={readOnly}
        />
      )}
    </FieldControl>
  );
}
