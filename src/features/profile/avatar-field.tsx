import { Button } from '@/ui/button';
import { useRef, type ChangeEvent } from 'react';
import { UserAvatar } from '@/ui/user-avatar';
import { AVATAR_ACCEPT, avatarContentError, avatarFileError } from './profile-schema';
import { profileTexts } from './profile-texts';
import { useFilePreview } from '@/ui/use-file-preview';

export interface AvatarFieldProps {
  inputId: string;
  /** Name of the user (accessible name and initials of the picture). */
  name: string;
  /** The saved picture (API path) shown while no new one is chosen. */
  currentAvatarUrl: string | null;
  /** The chosen file; null keeps the current picture. */
  value: File | null;
  onChange: (file: File | null) => void;
  /** A refused file: its message is shown at the field and the previous choice stays. */
  onRefuse: (message: string) => void;
  error?: string;
  disabled?: boolean;
}

/**
 * Avatar picker: the current picture (or the chosen one, previewed before saving), a button that opens
 * the file chooser (images only, up to 2 MB) and, once a file is chosen, a button to keep the current
 * picture instead.
 */
export function AvatarField(props: AvatarFieldProps) {
  const { inputId, name, currentAvatarUrl, value, onChange, onRefuse, error, disabled } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const { previewUrl, choose } = useFilePreview(value);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = avatarFileError(file) ?? (await avatarContentError(file));
    if (refusal) {
      onRefuse(refusal);
      return;
    }
    choose(file);
    onChange(file);
  };

  const chooseId = `${inputId}-choose`;
  const keepCurrent = () => {
    onChange(null);
    // The button that had the focus goes away: the focus moves to the chooser button.
    document.getElementById(chooseId)?.focus();
  };

  return (
    <div className="profile-avatar-field">
      <label htmlFor={inputId} className="profile-field-label">
        {profileTexts.avatar}
      </label>
      <div className="profile-avatar-field-row">
        <UserAvatar name={name} avatarUrl={previewUrl ?? currentAvatarUrl} size={88} />
        <div className="profile-avatar-field-actions">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={AVATAR_ACCEPT}
            className="profile-file-input"
            tabIndex={-1}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => void onFileChange(event)}
            disabled={disabled}
          />
          <Button
            id={chooseId}
            type="button"
            icon="pi pi-image"
            label={value ? profileTexts.changeAvatar : profileTexts.chooseAvatar}
            outlined
            size="small"
            aria-describedby={hintId}
            onClick={() => inputRef.current?.click()}
            disabled={disabled}
          />
          {value && (
            <Button
              type="button"
              icon="pi pi-undo"
              label={profileTexts.keepCurrentAvatar}
              text
              size="small"
              onClick={keepCurrent}
              disabled={disabled}
            />
          )}
        </div>
      </div>
      {value && (
        <p className="profile-avatar-chosen" aria-live="polite">
          {profileTexts.newAvatarPreview(value.name)}
        </p>
      )}
      <small id={hintId} className="profile-field-hint">
        {profileTexts.avatarHint}
      </small>
      {error && (
        <small id={errorId} className="p-error profile-field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
