import { Sidebar } from 'primereact/sidebar';
import { useId } from 'react';
import { useCurrentUser } from '@/lib/session/session-store';
import { trapTabKey, useReturnFocus } from './drawer-focus';
import { ProfileForm } from './profile-form';
import { profileTexts } from './profile-texts';

export interface ProfileDialogProps {
  visible: boolean;
  onHide: () => void;
}

/**
 * The profile edit drawer (SPEC §2, right side): name and avatar of the signed-in user. Keyboard: the
 * name field gets the focus when it opens, Tab stays inside, Escape closes, and the focus goes back to
 * what opened it. The form is mounted afresh on every opening (the drawer unmounts its content when
 * closed), so it always starts from the current user.
 */
export function ProfileDialog({ visible, onHide }: ProfileDialogProps) {
  const user = useCurrentUser();
  const ids = useId();
  const titleId = `${ids}-title`;
  const nameInputId = `${ids}-nome`;
  useReturnFocus(visible);

  const focusName = () => {
    const input = document.getElementById(nameInputId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  };

  return (
    <Sidebar
      visible={visible}
      onHide={onHide}
      onShow={focusName}
      position="right"
      blockScroll
      className="profile-drawer"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={trapTabKey}
      header={
        <h2 id={titleId} className="profile-drawer-title">
          {profileTexts.dialogTitle}
        </h2>
      }
    >
      <ProfileForm user={user} nameInputId={nameInputId} onClose={onHide} />
    </Sidebar>
  );
}
