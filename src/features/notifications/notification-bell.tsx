import { lazy, Suspense, useRef, useState } from 'react';
import { Badge } from '@/ui/badge';
import { bellLabel, unreadBadgeText } from './unread-badge';
import { useNotificationsLiveSync, useUnreadCount } from './use-unread-count';
import './notifications.css';

// The drawer (Sidebar, TabView, Paginator) loads on first open: the top bar stays light.
const NotificationDrawer = lazy(async () => ({
  default: (await import('./notification-drawer')).NotificationDrawer,
}));

/**
 * The top bar's bell: the unread badge (from GET conta-notificacao, then NOTIFICACOES live events)
 * and the notifications drawer. Focus goes back to the bell when the drawer closes.
 */
export function NotificationBell() {
  const count = useUnreadCount();
  useNotificationsLiveSync();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const bellRef = useRef<HTMLButtonElement>(null);
  const badge = unreadBadgeText(count);

  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    bellRef.current?.focus();
  };

  return (
    <>
      <button
        ref={bellRef}
        type="button"
        className="notification-bell app-topbar__icon-button p-link"
        aria-label={bellLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <i className="pi pi-bell notification-bell__icon" aria-hidden="true" />
        {badge && (
          <Badge value={badge} severity="danger" className="notification-bell__badge" aria-hidden="true" />
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationDrawer visible={open} onHide={hide} />
        </Suspense>
      )}
    </>
  );
}
