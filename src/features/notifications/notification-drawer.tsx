import { TabPanel, TabView } from '@/ui/primereact/tabview';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uiText } from '@/lib/messages';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { NotificationList } from './notification-list';
import { notificationText } from './notification-text';

export type NotificationDrawerProps = DrawerVisibility;

/** The right-side notifications drawer: tabs 'Não lidas' / 'Todas', each a paginated list. */
export function NotificationDrawer(drawer: NotificationDrawerProps) {
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);

  const goTo = (route: string) => {
    drawer.onHide();
    void navigate(route);
  };

  return (
    <RightDrawer {...drawer} title={notificationText.title} className="notification-drawer" closeLabel={notificationText.closeDrawer}>
      <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} className="notification-drawer__tabs">
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
