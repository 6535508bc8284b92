import { zodResolver } from '@hookform/resolvers/zod';
import { InputText } from '@/ui/primereact/inputtext';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { alteraMeuPerfilBodyNomeMax } from '@generated/zod/sessao/sessao';
import { useAlteraMeuPerfil } from '@generated/api/sessao/sessao';
import { FieldControl } from '@/kit';
import { FormActions } from '@/ui/form-actions';
import { reportApiFormError } from '@/lib/forms/api-field-errors';
import { updateSessionUser } from '@/lib/session/session-store';
import { toast } from '@/lib/toast/toast';
import { AvatarField } from './avatar-field';
import {
  hasProfileChanges,
  profileSchema,
  type ProfileFormOutput,
  type ProfileFormValues,
} from './profile-schema';
import { profileTexts } from './profile-texts';
import { uppercaseInPlace } from '@/lib/forms/uppercase-input';

export interface ProfileFormUser {
  nome: string;
  email: string;
  avatarUrl: string | null;
}

export interface ProfileFormProps {
  user: ProfileFormUser;
  /** Id given to the name input (the drawer focuses it when it opens). */
  nameInputId: string;
  onClose: () => void;
}

/**
 * Name and avatar of the signed-in user, saved with PUT /v1/eu/altera-perfil (multipart). On success the
 * session user is updated at once (the shell shows the new name and picture) and the drawer closes; on
 * failure everything typed stays, with the API's messages at the fields or in a toast.
 */
export function ProfileForm({ user, nameInputId, onClose }: ProfileFormProps) {
  const ids = useId();
  const form = useForm<ProfileFormValues, unknown, ProfileFormOutput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { nome: user.nome, avatar: null },
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, clearErrors, formState } = form;
  const values = useWatch({ control }) as ProfileFormValues;
  const saveProfile = useAlteraMeuPerfil({
    mutation: {
      // The form shows its own errors (at the fields or as one toast), not the global error toast.
      meta: { silent: true },
      // At the hook, so the session is updated even when the drawer was closed meanwhile.
      onSuccess: (saved) => {
        updateSessionUser({ nome: saved.nome, avatarUrl: saved.avatarUrl });
        toast.success(profileTexts.profileSaved);
      },
    },
  });
  const saving = saveProfile.isPending || formState.isSubmitting;
  const changed = hasProfileChanges(values, user.nome);

  const onSubmit = handleSubmit(async ({ nome, avatar }) => {
    if (saveProfile.isPending) return;
    try {
      await saveProfile.mutateAsync({ data: avatar ? { nome, avatar } : { nome } });
      onClose();
    } catch (error) {
      reportApiFormError(error, setError, { fields: ['nome', 'avatar'] });
    }
  });

  return (
    <form className="profile-form" noValidate onSubmit={onSubmit} aria-busy={saving}>
      <p className="profile-form-description">{profileTexts.dialogDescription}</p>
      <Controller
        control={control}
        name="avatar"
        render={({ field, fieldState }) => (
          <AvatarField
            inputId={`${ids}-avatar`}
            name={values.nome?.trim() || user.nome}
            currentAvatarUrl={user.avatarUrl}
            value={field.value}
            onChange={(file) => {
              clearErrors('avatar');
              field.onChange(file);
            }}
            onRefuse={(message) => setError('avatar', { type: 'file', message })}
            error={fieldState.error?.message}
            disabled={saving}
          />
        )}
      />
      <FieldControl control={control} name="nome" id={nameInputId} label={profileTexts.name}>
        {(field, bound) => (
          <InputText
            id={nameInputId}
            ref={field.ref}
            {...bound}
            onChange={(event) => field.onChange(uppercaseInPlace(event))}
            maxLength={alteraMeuPerfilBodyNomeMax}
            autoComplete="name"
            aria-required="true"
            readOnly={saving}
          />
        )}
      </FieldControl>
      <div className="profile-field">
        <span className="profile-field-label">{profileTexts.email}</span>
        <span className="profile-readonly-value">{user.email}</span>
      </div>
      <FormActions onClose={onClose} saving={saving} savingLabel={profileTexts.saving} disabled={!changed} />
    </form>
  );
}
