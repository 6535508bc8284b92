import type { MenuPassThroughMethodOptions } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PopupMenu, type PopupMenuHandle } from '@/ui/popup-menu';
import { UserAvatar } from '@/ui/user-avatar';
import { firstNameOf } from '@/lib/format/person-name';
import { uiText } from '@/lib/messages';
import { signOut, useCurrentUser } from '@/lib/session/session-store';
import { THEME_CHOICES, type ThemeChoice } from '@/lib/theme/theme-choice';
import { useTheme } from '@/lib/theme/theme-store';

/** The data of a theme item of the menu (its choice), read by the pass-through. */
interface ThemeItemData {
  themeChoice: ThemeChoice;
}

/**
 * The avatar button of the top bar and its menu: 'Olá, {first name}', the e-mail,
 * 'Meu perfil' (to /dashboard/perfil), the 'Tema' group ('Automático (sistema)', 'Claro', 'Escuro':
 * radio items, the current one checked) and 'Sair' (ends the session, back to sign-in).
 */
export function AvatarMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const menuRef = useRef<PopupMenuHandle>(null);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const greeting = uiText.greeting(firstNameOf(user.nome));
  const { choice, setChoice } = useTheme();

  const items: MenuItem[] = [
    {
      id: 'avatar-menu-header',
      disabled: true,
      className: 'app-avatar-menu__header-item',
      template: () => (
        <div className="app-avatar-menu__header">
          <UserAvatar name={user.nome} avatarUrl={user.avatarUrl} size="large" />
          <div className="app-avatar-menu__who">
            <span className="app-avatar-menu__greeting">{greeting}</span>
            <span className="app-avatar-menu__email">{user.email}</span>
          </div>
        </div>
      ),
    },
    { separator: true },
    { label: uiText.myProfile, icon: 'pi pi-user', command: () => navigate('/dashboard/perfil') },
    { separator: true },
    {
      label: uiText.theme,
      items: THEME_CHOICES.map((option) => ({
        label: uiText.themeChoices[option],
        // The chosen one carries the check; the others keep its room, so the labels line up.
        icon: option === choice ? 'pi pi-check' : 'app-avatar-menu__no-check',
        data: { themeChoice: option } satisfies ThemeItemData,
        command: () => setChoice(option),
      })),
    },
    { separator: true },
    {
      label: uiText.signOut,
      icon: 'pi pi-sign-out',
      command: () => {
        signOut();
        navigate('/');
      },
    },
  ];

  return (
    <>
      <button
        type="button"
        className="app-avatar-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => menuRef.current?.toggle(event)}
      >
        {/* Named by its content ('Menu do usuário' + the avatar image named after the user), not by an
            aria-label that the visible initials would not be part of (WCAG 2.5.3). */}
        <span className="app-visually-hidden">Menu do usuário </span>
        <UserAvatar name={user.nome} avatarUrl={user.avatarUrl} size="normal" />
        <i className="pi pi-angle-down app-avatar-button__caret" aria-hidden="true" />
      </button>
      <PopupMenu
        ref={menuRef}
        id={menuId}
        model={items}
        popupAlignment="right"
        className="app-avatar-menu"
        onShow={() => setOpen(true)}
        onHide={() => setOpen(false)}
        pt={{
          menu: { 'aria-label': 'Menu do usuário' },
          // The greeting is a heading of the menu, not an item of it; the themes are radio items, one checked.
          menuitem: (options?: MenuPassThroughMethodOptions) => {
            const item = options?.context.item;
            if (item?.disabled) return { role: 'none' };
            const theme = (item?.data as ThemeItemData | undefined)?.themeChoice;
            return theme ? { role: 'menuitemradio', 'aria-checked': theme === choice } : {};
          },
        }}
      />
    </>
  );
}
