import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { getErrorMessage } from '@/lib/http/error-message';
import { SessionError } from '@/lib/session/session-error';
import { signIn } from '@/lib/session/session-store';
import { PasswordInput } from '@/components/password-input';
import { emptySignIn, signInSchema, type SignInValues } from './sign-in-schema';
import { signInTexts } from './sign-in-texts';

export interface SignInFormProps {
  /** Called once the session is open (the page navigates on). */
  onSignedIn: () => void;
}

/**
 * E-mail and password (react-hook-form + zod). Submitting disables the button and ignores further
 * submits until the answer; a refusal (wrong credentials: the API's message; a non-staff account: the
 * session's) is shown in an alert above the fields, and the typed e-mail stays.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const ids = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const { register, handleSubmit, formState } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: emptySignIn,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = async ({ email, senha }: SignInValues) => {
    setFailure(null);
    try {
      await signIn(email.trim(), senha);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof SessionError ? error.message : getErrorMessage(error));
    }
  };

  /** One sign-in at a time, however the form gets submitted (click, Enter, a second click). */
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    try {
      await handleSubmit(submit)(event);
    } finally {
      busy.current = false;
    }
  };

  const emailId = `${ids}-email`;
  const passwordId = `${ids}-senha`;
  const errorId = (field: string) => `${ids}-${field}-erro`;

  return (
    <form className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      {failure && <Message className="sign-in-form__alert" severity="error" text={failure} />}
      <div className="sign-in-form__field">
        <label htmlFor={emailId}>{signInTexts.email}</label>
        <InputText
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus
          invalid={!!errors.email}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? errorId('email') : undefined}
          {...register('email')}
        />
        {errors.email && (
          <small id={errorId('email')} className="p-error">
            {errors.email.message}
          </small>
        )}
      </div>
      <div className="sign-in-form__field">
        <label htmlFor={passwordId}>{signInTexts.password}</label>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          invalid={!!errors.senha}
          aria-invalid={!!errors.senha}
          aria-describedby={errors.senha ? errorId('senha') : undefined}
          {...register('senha')}
        />
        {errors.senha && (
          <small id={errorId('senha')} className="p-error">
            {errors.senha.message}
          </small>
        )}
      </div>
      <Button
        type="submit"
        className="sign-in-form__submit"
        label={isSubmitting ? signInTexts.submitting : signInTexts.submit}
        icon="pi pi-sign-in"
        loading={isSubmitting}
        disabled={isSubmitting}
      />
    </form>
  );
}
