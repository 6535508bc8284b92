import { useId } from 'react';
import { useCurrentUser } from '@/lib/session/session-store';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { ProfileForm } from './profile-form';
import { profileTexts } from './profile-texts';

export type ProfileDialogProps = DrawerVisibility;

/**
 * The profile edit drawer (right side): name and avatar of the signed-in user. Keyboard: the
 * name field gets the focus when it opens, Tab stays inside, Escape closes, and the focus goes back to
 * what opened it. The form is mounted afresh on every opening (the drawer unmounts its content when
 * closed), so it always starts from the current user.
 */
export function ProfileDialog(drawer: ProfileDialogProps) {
  const user = useCurrentUser();
  const ids = useId();
  const nameInputId = `${ids}-nome`;

  const focusName = () => {
    const input = document.getElementById(nameInputId);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.select();
    }
  };

  return (
    <RightDrawer {...drawer} onShow={focusName} title={profileTexts.dialogTitle} className="profile-drawer">
      <ProfileForm user={user} nameInputId={nameInputId} onClose={drawer.onHide} />
    </RightDrawer>
  );
}
