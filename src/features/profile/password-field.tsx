import type { Control } from 'react-hook-form';
import type { PasswordFormValues } from './password-schema';
import { FieldControl } from '@/kit';
import { PasswordInput } from '@/ui/password-input';

export interface PasswordFieldProps {
  control: Control<PasswordFormValues>;
  name: keyof PasswordFormValues;
  label: string;
  inputId: string;
  autoComplete: 'current-password' | 'new-password';
  /** Called after each change (the form re-checks the fields compared with this one). */
  onAfterChange?: () => void;
  readOnly?: boolean;
}

/** A labelled password input with a show/hide toggle (no strength meter) and its error message. */
export function PasswordField(props: PasswordFieldProps) {
  const { control, name, label, inputId, autoComplete, onAfterChange, readOnly } = props;
  return (
    <FieldControl control={control} name={name} id={inputId} label={label}>
      {(field, bound) => (
        <PasswordInput
          id={inputId}
          ref={field.ref}
          {...bound}
          onChange={(event) => {
            field.onChange(event.target.value);
            onAfterChange?.();
          }}
          autoComplete={autoComplete}
          aria-required="true"
          readOnly={readOnly}
        />
      )}
    </FieldControl>
  );
}
