import './right-drawer.css';
import type { ReactNode } from 'react';

export interface DrawerFrameProps {
  children: ReactNode;
  /** The drawer's buttons (and what must stay in sight with them, e.g. a total): always at the bottom. */
  footer: ReactNode;
  /** Ends up on the body, the part that scrolls. */
  bodyClassName?: string;
}

/**
 * The content of a drawer whose buttons must never cover it nor scroll away: the body scrolls inside
 * the drawer and the footer stays at its bottom. Place it as the drawer's direct child.
 */
export function DrawerFrame({ children, footer, bodyClassName }: DrawerFrameProps) {
  return (
    <div className="drawer-frame">
      <div className={['drawer-frame__body', bodyClassName].filter(Boolean).join(' ')}>{children}</div>
      <div className="drawer-frame__footer">{footer}</div>
    </div>
  );
}
