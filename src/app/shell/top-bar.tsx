import { Link } from 'react-router-dom';
import { NotificationBell } from '@/features/notifications/notification-bell';
import { AvatarMenu } from './avatar-menu';
import { OfflineIndicator } from './offline-indicator';
import './top-bar.css';

/**
 * The 69 px top bar: product name, 'Sem conexão' while offline, the quick search (also Ctrl/⌘+K),
 * notification bell, avatar menu.
 */
export function TopBar({ onQuickSearch }: { onQuickSearch: () => void }) {
  return (
    <header className="app-topbar">
      <Link to="/dashboard" className="app-topbar__brand">
        <span className="app-topbar__logo" aria-hidden="true">
          <i className="pi pi-box" />
        </span>
        <span className="app-topbar__name">Retaguarda</span>
      </Link>
      <div className="app-topbar__actions">
        <OfflineIndicator />
        <button
          type="button"
          className="app-topbar__icon-button p-link"
          aria-label="Busca rápida"
          aria-keyshortcuts="Control+K Meta+K"
          title="Busca rápida (Ctrl+K)"
          onClick={onQuickSearch}
        >
          <i className="pi pi-search" aria-hidden="true" />
        </button>
        <NotificationBell />
        <AvatarMenu />
      </div>
    </header>
  );
}
