import { TabPanel, TabView } from '@/ui/primereact/tabview';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uiText } from '@/lib/messages';
import { Button } from '@/ui/button';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { NotificationList } from './notification-list';
import { notificationText } from './notification-text';
import { useMarkAllRead } from './use-notification-actions';
import { useUnreadCount } from './use-unread-count';

export type NotificationDrawerProps = DrawerVisibility;

/**
 * The right-side notifications drawer: 'Marcar todas como lidas' (disabled while nothing is unread),
 * then tabs 'Não lidas' / 'Todas', each a paginated list.
 */
export function NotificationDrawer(drawer: NotificationDrawerProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);
  const unread = useUnreadCount() ?? 0;
  const toolbar = useRef<HTMLDivElement>(null);
  // Once all are read the button turns disabled: a focus left on it would fall out of the drawer, so it
  // moves to the tab on show (its list now reads 'Nenhuma notificação encontrada'). While the call is on
  // its way the button stays enabled (a spinner, clicks ignored), so the focus stays where it is until then.
  const { markAll, pending } = useMarkAllRead(() => {
    const drawerElement = toolbar.current?.closest('[role="dialog"]');
    const active = document.activeElement;
    // On the button, or lost (the body) while the drawer is open.
    if (!drawerElement || !(toolbar.current?.contains(active) || active === document.body || active === null))
      return;
    drawerElement.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  });

  const goTo = (route: string) => {
    drawer.onHide();
    void navigate(route);
  };

  return (
    <RightDrawer
      {...drawer}
      title={notificationText.title}
      className="notification-drawer"
      closeLabel={notificationText.closeDrawer}
    >
      <div ref={toolbar} className="notification-drawer__toolbar">
        <Button
          type="button"
          size="small"
          text
          icon={pending ? 'pi pi-spinner pi-spin' : 'pi pi-check-square'}
          label={notificationText.markAllRead}
          aria-busy={pending}
          // Not while its call is on its way: the live event's zero may come before the answer does.
          disabled={unread === 0 && !pending}
          onClick={markAll}
        />
      </div>
      <TabView
        activeIndex={tab}
        onTabChange={(event) => setTab(event.index)}
        className="notification-drawer__tabs"
      >
        <TabPanel header={uiText.unread}>
          <NotificationList unreadOnly label={uiText.unread} onNavigate={goTo} />
        </TabPanel>
        <TabPanel header={uiText.all}>
          <NotificationList unreadOnly={false} label={uiText.all} onNavigate={goTo} />
        </TabPanel>
      </TabView>
    </RightDrawer>
  );
}
