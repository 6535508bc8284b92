import { Button } from '@/ui/button';
import { useId, useState } from 'react';
import { UserAvatar } from '@/ui/user-avatar';
import { pageTitles } from '@/lib/messages';
import { useCurrentUser } from '@/lib/session/session-store';
import { PasswordForm } from './password-form';
import { ProfileDialog } from './profile-dialog';
import { profileTexts } from './profile-texts';
import '@/ui/page-layout.css';
import './profile.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /dashboard/perfil: the signed-in user's picture, name and e-mail with 'Editar perfil' (the profile
 * drawer), and the password change as a section of the page. Rendered inside the signed-in area only.
 */
export function ProfilePage() {
  const user = useCurrentUser();
  const ids = useId();
  const [editing, setEditing] = useState(false);

  useDocumentTitle(pageTitles.profile);

  return (
    <div className="app-page profile-page">
      <h1 className="app-page-title">{pageTitles.profile}</h1>
      <section className="profile-card" aria-labelledby={`${ids}-personal`}>
        <h2 id={`${ids}-personal`} className="profile-card-title">
          {profileTexts.personalData}
        </h2>
        <div className="profile-summary">
          <UserAvatar name={user.nome} avatarUrl={user.avatarUrl} size={96} />
          <dl className="profile-summary-data">
            <dt>{profileTexts.name}</dt>
            <dd>{user.nome}</dd>
            <dt>{profileTexts.email}</dt>
            <dd>{user.email}</dd>
          </dl>
          <Button
            type="button"
            icon="pi pi-user-edit"
            label={profileTexts.editProfile}
            className="profile-edit-button"
            aria-haspopup="dialog"
            aria-expanded={editing}
            onClick={() => setEditing(true)}
          />
        </div>
      </section>
      <section className="profile-card" aria-labelledby={`${ids}-password`}>
        <h2 id={`${ids}-password`} className="profile-card-title">
          {profileTexts.passwordSection}
        </h2>
        <p className="profile-card-hint">{profileTexts.passwordSectionHint}</p>
        <PasswordForm email={user.email} />
      </section>
      <ProfileDialog visible={editing} onHide={() => setEditing(false)} />
    </div>
  );
}
