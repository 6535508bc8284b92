import { lazy, Suspense, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { dismissBootShell, readBootSignIn } from '@/lib/boot/boot-shell';
import { getErrorMessage } from '@/lib/http/error-message';
import { SessionError } from '@/lib/session/session-error';
import { InlineIcon } from '@/ui/inline-icon';
import { PasswordInput } from '@/ui/password-input';
import { inputTextClass } from '@/ui/primereact-markup';
import { SignInField, signInErrorId } from './sign-in-field';
import type { SignInValues } from './sign-in-schema';
import { signInTexts } from './sign-in-texts';

const emptySignIn: SignInValues = { email: '', senha: '' };

/** The alert (PrimeReact's Message and its icons) shows only after a refused submit: it loads then. */
const Message = lazy(() => import('primereact/message').then((module) => ({ default: module.Message })));

/**
 * The zod schema, and zod with it, load on the first validation rather than with the page: the form
 * paints without them (SignInPage prefetches them as soon as someone starts on the form).
 */
const resolver: Resolver<SignInValues> = async (values, context, options) => {
  const { signInResolver } = await import('./sign-in-schema');
  return signInResolver(values, context, options);
};

export interface SignInFormProps {
  /** Called once the session is open (the page navigates on). */
  onSignedIn: () => void;
}

/**
 * E-mail and password (react-hook-form + zod). Submitting disables the button and ignores further
 * submits until the answer; a refusal (wrong credentials: the API's message; a non-staff account: the
 * session's) is shown in an alert above the fields, and the typed e-mail stays. The inputs and the button
 * are PrimeReact's InputText and Button looks on plain elements (src/ui/primereact-markup.ts):
 * the page paints without PrimeReact's component code (~20 KB gz), which it would load for them alone.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const ids = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  // The page's picture (the boot shell) had a form of its own: what was typed there, the field in focus
  // with its caret and a click on 'Entrar' carry over to this one. Read as the form first renders (its
  // fields start with those values) and again as it goes on screen, focus included: the visitor may have
  // gone on typing, or clicked 'Entrar', while it rendered.
  const [boot] = useState(readBootSignIn);
  const { register, handleSubmit, formState, setValue } = useForm<SignInValues>({
    resolver,
    defaultValues: boot ? { email: boot.email, senha: boot.senha } : emptySignIn,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  useLayoutEffect(() => {
    const latest = readBootSignIn();
    if (!latest || !form.current) return;
    dismissBootShell();
    setValue('email', latest.email);
    setValue('senha', latest.senha);
    // The focus goes where it was in the picture (the e-mail, as on a fresh page, when it was nowhere).
    const caret = latest.focus;
    const input = form.current.elements.namedItem(caret?.name ?? 'email') as HTMLInputElement;
    input.focus();
    // An e-mail input has no caret position to set; a password one has.
    if (caret?.start != null && input.type !== 'email') input.setSelectionRange(caret.start, caret.end);
    if (latest.submit) form.current.requestSubmit();
  }, [setValue]);

  const submit = async ({ email, senha }: SignInValues) => {
    setFailure(null);
    try {
      // The session flows and the HTTP client load on submit (or earlier, see SignInPage's prefetch).
      const { signIn } = await import('@/lib/session/session-client');
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

  return (
    <form ref={form} className="sign-in-form" noValidate onSubmit={onSubmit} aria-busy={isSubmitting}>
      {failure && (
        <Suspense fallback={null}>
          <Message className="sign-in-form__alert" severity="error" text={failure} />
        </Suspense>
      )}
      <SignInField inputId={emailId} label={signInTexts.email} error={errors.email?.message}>
        <input
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="username"
          autoFocus={!boot}
          className={inputTextClass(!!errors.email)}
          aria-invalid={!!errors.email}
          aria-describedby={errors.email ? signInErrorId(emailId) : undefined}
          {...register('email')}
        />
      </SignInField>
      <SignInField inputId={passwordId} label={signInTexts.password} error={errors.senha?.message}>
        <PasswordInput
          id={passwordId}
          autoComplete="current-password"
          invalid={!!errors.senha}
          aria-invalid={!!errors.senha}
          aria-describedby={errors.senha ? signInErrorId(passwordId) : undefined}
          {...register('senha')}
        />
      </SignInField>
      <button
        type="submit"
        className={`p-button p-component sign-in-form__submit${isSubmitting ? ' p-button-loading p-disabled' : ''}`}
        disabled={isSubmitting}
      >
        <InlineIcon
          name={isSubmitting ? 'spinner' : 'sign-in'}
          className={`p-button-icon p-button-icon-left${isSubmitting ? ' pi-spin' : ''}`}
        />
        <span className="p-button-label">{isSubmitting ? signInTexts.submitting : signInTexts.submit}</span>
      </button>
    </form>
  );
}
