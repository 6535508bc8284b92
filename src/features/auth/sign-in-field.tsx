import type { ReactNode } from 'react';

/** The id of a sign-in input's error text, which the input is described by while it shows. */
export const signInErrorId = (inputId: string) => `${inputId}-erro`;

export interface SignInFieldProps {
  inputId: string;
  label: string;
  error?: string;
  /** The input, with id `inputId` and described by signInErrorId(inputId) while there is an error. */
  children: ReactNode;
}

/** One input of the sign-in form with its label and error (plain markup: the page paints without PrimeReact). */
export function SignInField({ inputId, label, error, children }: SignInFieldProps) {
  return (
    <div className="sign-in-form__field">
      <label htmlFor={inputId}>{label}</label>
      {children}
      {error && (
        <small id={signInErrorId(inputId)} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}
