import './right-drawer.css';
import { Sidebar } from './primereact/sidebar';
import { useEffect, useId, type ReactNode } from 'react';
import { focusOnShow, trapTabKey, useReturnFocus } from './drawer-focus';
import { escapeBelongsToPanel, watchPanelEscape } from './panel-escape';

/** Whether a drawer is shown, and how it asks its owner to hide it: what every drawer component receives. */
export interface DrawerVisibility {
  visible: boolean;
  onHide: () => void;
}

export interface RightDrawerProps extends DrawerVisibility {
  /** The drawer's heading; it also names the dialog. */
  title: ReactNode;
  children: ReactNode;
  className?: string;
  /** Runs once the drawer is shown. */
  onShow?: () => void;
  /** Id of the element to focus once the drawer is shown (usually its first field). */
  initialFocusId?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** 'wide': for wide content (a matrix, a map beside a table): most of a desktop screen, the whole of a phone's. */
  size?: 'wide';
}

/**
 * The right-side drawer of every dialog: a modal dialog named by its title, Tab kept inside,
 * Escape closes (unless it closes an open picker's list inside), and the focus goes back to what opened it.
 */
export function RightDrawer({
  visible,
  onHide,
  title,
  children,
  className,
  onShow,
  initialFocusId,
  closeLabel = 'Fechar',
  size,
}: RightDrawerProps) {
  const titleId = useId();
  const openedFrom = useReturnFocus(visible);
  useEffect(watchPanelEscape, []);
  return (
    <Sidebar
      visible={visible}
      onHide={() => {
        if (!escapeBelongsToPanel()) onHide();
      }}
      onShow={() => {
        focusOnShow(
          document.getElementById(titleId)?.closest<HTMLElement>('[role="dialog"]') ?? null,
          openedFrom(),
          initialFocusId,
        );
        onShow?.();
      }}
      position="right"
      blockScroll
      className={['right-drawer', size && `right-drawer--${size}`, className].filter(Boolean).join(' ')}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      ariaCloseLabel={closeLabel}
      onKeyDown={trapTabKey}
      header={
        <h2 id={titleId} className="right-drawer__title">
          {title}
        </h2>
      }
    >
      {children}
    </Sidebar>
  );
}
