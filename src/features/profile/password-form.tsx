import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAlteraMinhaSenha } from '@generated/api/sessao/sessao';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { toast } from '@/lib/toast/toast';
import { PasswordField } from './password-field';
import { emptyPasswordForm, passwordFields, passwordSchema, type PasswordFormValues } from './password-schema';
import { profileTexts } from './profile-texts';

export interface PasswordFormProps {
  /** The user's e-mail, offered to password managers as the account name. */
  email?: string;
}

/**
 * Password change of the signed-in user (PUT /v1/usuarios/altera-senha). The form's rules
 * (password-schema.ts) are checked before the call; the API's refusals (wrong current password, …) are
 * shown at their fields. On success: toast, form cleared, focus back on the first field.
 */
export function PasswordForm({ email }: PasswordFormProps) {
  const ids = useId();
  const { control, handleSubmit, setError, reset, setFocus, trigger, getFieldState, formState } = useForm<PasswordFormValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: emptyPasswordForm,
    mode: 'onTouched',
  });
  // The form shows its own errors (at the fields or as one toast), not the global error toast.
  const changePassword = useAlteraMinhaSenha({ mutation: { meta: { silent: true } } });
  const saving = changePassword.isPending || formState.isSubmitting;
  const submitted = formState.isSubmitted;

  /** The fields compared with another one are checked again when it changes, once they were visited. */
  const recheck = (name: keyof PasswordFormValues) => () => {
    if (submitted || getFieldState(name).isTouched) void trigger(name);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (changePassword.isPending) return;
    try {
      await changePassword.mutateAsync({ data: values });
      toast.success(profileTexts.passwordChanged);
      reset(emptyPasswordForm);
      setFocus('senhaAtual');
    } catch (error) {
      reportApiFormError(error, setError, { fields: passwordFields });
    }
  });

  return (
    <form className="profile-password-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      {email && (
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      <PasswordField
        control={control}
        name="senhaAtual"
        label={profileTexts.currentPassword}
        inputId={`${ids}-senha-atual`}
        autoComplete="current-password"
        onAfterChange={recheck('senha')}
        readOnly={saving}
      />
      <PasswordField
        control={control}
        name="senha"
        label={profileTexts.newPassword}
        inputId={`${ids}-senha`}
        autoComplete="new-password"
        onAfterChange={recheck('confirmaSenha')}
        readOnly={saving}
      />
      <PasswordField
        control={control}
        name="confirmaSenha"
        label={profileTexts.confirmPassword}
        inputId={`${ids}-confirma-senha`}
        autoComplete="new-password"
        readOnly={saving}
      />
      <div className="profile-form-actions">
        <Button
          type="submit"
          label={saving ? profileTexts.saving : profileTexts.changePassword}
          icon="pi pi-lock"
          loading={saving}
          disabled={saving}
        />
      </div>
    </form>
  );
}
