import { Controller, type Control } from 'react-hook-form';
import type { PasswordFormValues } from './password-schema';
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
  const errorId = `${inputId}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="profile-field">
          <label htmlFor={inputId} className="profile-field-label">
            {label}
          </label>
          <PasswordInput
            id={inputId}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              onAfterChange?.();
            }}
            onBlur={field.onBlur}
            autoComplete={autoComplete}
            aria-required="true"
            aria-invalid={fieldState.invalid || undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
            invalid={fieldState.invalid}
            readOnly={readOnly}
            className="profile-password-input"
          />
          {fieldState.error && (
            <small id={errorId} className="p-error profile-field-error">
              {fieldState.error.message}
            </small>
          )}
        </div>
      )}
    />
  );
}
