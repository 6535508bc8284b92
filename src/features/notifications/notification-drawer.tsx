import { Sidebar } from 'primereact/sidebar';
import { TabPanel, TabView } from 'primereact/tabview';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { uiText } from '@/lib/messages';
import { trapTab } from './focus-trap';
import { NotificationList } from './notification-list';
import { notificationText } from './notification-text';

export interface NotificationDrawerProps {
  visible: boolean;
  onHide: () => void;
}

/** The right-side notifications drawer: tabs 'Não lidas' / 'Todas', each a paginated list. */
export function NotificationDrawer({ visible, onHide }: NotificationDrawerProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [tab, setTab] = useState(0);

  const goTo = (route: string) => {
    onHide();
    void navigate(route);
  };

  return (
    <Sidebar
      visible={visible}
      position="right"
      onHide={onHide}
      className="notification-drawer"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      ariaCloseLabel={notificationText.closeDrawer}
      blockScroll
      onKeyDown={trapTab}
      header={
        <h2 id={titleId} className="notification-drawer__title">
          {notificationText.title}
        </h2>
      }
    >
      <TabView activeIndex={tab} onTabChange={(event) => setTab(event.index)} className="notification-drawer__tabs">
        <TabPanel header={uiText.unread}>
          <NotificationList unreadOnly label={uiText.unread} onNavigate={goTo} />
        </TabPanel>
        <TabPanel header={uiText.all}>
          <NotificationList unreadOnly={false} label={uiText.all} onNavigate={goTo} />
        </TabPanel>
      </TabView>
    </Sidebar>
  );
}
