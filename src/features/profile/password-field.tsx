import { Password } from 'primereact/password';
import { Controller, type Control } from 'react-hook-form';
import type { PasswordFormValues } from './password-schema';
import { profileTexts } from './profile-texts';

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

/** The show/hide switch of PrimeReact's Password, named in pt-BR (the locale has no such ARIA texts). */
const toggleLabels = {
  showIcon: { 'aria-label': profileTexts.showPassword },
  hideIcon: { 'aria-label': profileTexts.hidePassword },
};

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
          <Password
            inputId={inputId}
            inputRef={field.ref}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value);
              onAfterChange?.();
            }}
            onBlur={field.onBlur}
            feedback={false}
            toggleMask
            autoComplete={autoComplete}
            aria-required="true"
            aria-invalid={fieldState.invalid || undefined}
            aria-describedby={fieldState.error ? errorId : undefined}
            invalid={fieldState.invalid}
            readOnly={readOnly}
            pt={toggleLabels}
            className="profile-password"
            inputClassName="profile-password-input"
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
