import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useAlteraMinhaSenha } from '@generated/api/sessao/sessao';
import { FormActions } from '@/ui/form-actions';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { toast } from '@/lib/toast/toast';
import { PasswordField, type PasswordFieldProps } from './password-field';
import {
  emptyPasswordForm,
  passwordFields,
  passwordSchema,
  type PasswordFormValues,
} from './password-schema';
import { profileTexts } from './profile-texts';

type PasswordInputSpec = Pick<PasswordFieldProps, 'name' | 'label' | 'autoComplete'> & {
  idSuffix: string;
  /** The field compared with this one, checked again after each change of this one. */
  recheck?: keyof PasswordFormValues;
};

/** The three inputs, in order. */
const PASSWORD_INPUTS: PasswordInputSpec[] = [
  {
    name: 'senhaAtual',
    label: profileTexts.currentPassword,
    idSuffix: 'senha-atual',
    autoComplete: 'current-password',
    recheck: 'senha',
  },
  {
    name: 'senha',
    label: profileTexts.newPassword,
    idSuffix: 'senha',
    autoComplete: 'new-password',
    recheck: 'confirmaSenha',
  },
  {
    name: 'confirmaSenha',
    label: profileTexts.confirmPassword,
    idSuffix: 'confirma-senha',
    autoComplete: 'new-password',
  },
];

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
  const { control, handleSubmit, setError, reset, setFocus, trigger, getFieldState, formState } =
    useForm<PasswordFormValues>({
      resolver: zodResolver(passwordSchema),
      defaultValues: emptyPasswordForm,
      mode: 'onTouched',
    });
  // The form shows its own errors (at the fields or as one toast), not the global error toast. The
  // passwords are the mutation's variables: dropped from the cache as soon as the answer is handled
  // (gcTime 0 and a reset), not kept for minutes after use.
  const changePassword = useAlteraMinhaSenha({ mutation: { meta: { silent: true }, gcTime: 0 } });
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
    } finally {
      changePassword.reset();
    }
  });

  return (
    <form className="profile-password-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      {PASSWORD_INPUTS.map((input) => (
        <PasswordField
          key={input.name}
          control={control}
          name={input.name}
          label={input.label}
          inputId={`${ids}-${input.idSuffix}`}
          autoComplete={input.autoComplete}
          onAfterChange={input.recheck && recheck(input.recheck)}
          readOnly={saving}
        />
      ))}
      <FormActions
        saving={saving}
        submitLabel={profileTexts.changePassword}
        savingLabel={profileTexts.saving}
        submitIcon="pi pi-lock"
      />
    </form>
  );
}
