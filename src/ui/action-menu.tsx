import './action-menu.css';
import {
  createContext,
  useCallback,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { iconButtonClass } from './primereact-markup';
import { MENU_ITEMS, useMenuPopup } from './use-menu-popup';

interface ActionMenuContext {
  /** Closes the menu and gives the focus back to its button. */
  close: () => void;
}

const MenuContext = createContext<ActionMenuContext | null>(null);

/** Closes the menu an item belongs to (items that are links close it themselves on click). */
export function useCloseActionMenu(): () => void {
  const context = useContext(MenuContext);
  return context?.close ?? noop;
}

function noop() {}

export interface ActionMenuProps {
  /** The button's accessible name ('Mais ações BELO HORIZONTE'). */
  label: string;
  /** The button's tooltip ('Mais ações'), shown by the TooltipScope around it (useTooltipScope: the list's table). */
  tooltip: string;
  icon?: string;
  className?: string;
  /** The items: ActionMenuItem, or elements with role="menuitem" and the class ACTION_MENU_ITEM. */
  children: ReactNode;
  /**
   * The caller knows that at least one item renders: the items then render from the first opening
   * on, so a table draws one button per row and no menu. Without it they render at once, hidden, to
   * find out whether any does.
   */
  hasItems?: boolean;
  /**
   * What the items act on (a row's record id): when it changes (a table row showing another record), the
   * menu closes and its items, with any dialog they keep, start afresh.
   */
  itemsKey?: string | number;
}

export const ACTION_MENU_ITEM = 'action-menu__item';

/**
 * An icon button opening a menu of actions. The menu is a menu in the WAI-ARIA sense: opening it focuses
 * its first item, the arrows, Home and End move between the items, Enter or Space runs one, Escape or
 * Tab closes it and the focus goes back to the button. It is drawn in a portal at a fixed position
 * (never clipped by a scrolling table) and, once rendered, stays mounted while closed: an item that
 * opens a dialog keeps its dialog. A menu whose items all render nothing keeps its button's place,
 * unseen.
 */
export function ActionMenu({
  label,
  tooltip,
  icon = 'pi pi-ellipsis-h',
  className,
  children,
  hasItems = false,
  itemsKey,
}: ActionMenuProps) {
  const menuId = useId();
  const button = useRef<HTMLButtonElement>(null);
  /** What the menu was opened for (itemsKey): open, or closed with its items kept. */
  const [openFor, setOpenFor] = useState<{ key: unknown; open: boolean } | null>(null);
  const current = openFor !== null && openFor.key === itemsKey;
  const open = current && openFor.open;
  /** The items are rendered: from the start when they must be looked at, else from the first opening on. */
  const rendered = !hasItems || current;
  /** Items may render nothing (a tool the user may not use): a menu without any keeps its place, unseen. */
  const [empty, setEmpty] = useState(false);
  const setOpen = useCallback((next: boolean) => setOpenFor({ key: itemsKey, open: next }), [itemsKey]);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, [setOpen]);
  const toggle = () => setOpen(!open);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={iconButtonClass(undefined, className)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={rendered ? menuId : undefined}
        aria-hidden={empty || undefined}
        tabIndex={empty ? -1 : undefined}
        style={empty ? { visibility: 'hidden' } : undefined}
        data-tooltip={tooltip}
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            toggle();
          }
        }}
      >
        <span className={`p-button-icon p-c ${icon}`} aria-hidden="true" />
      </button>
      {rendered && (
        <MenuPopup
          key={itemsKey}
          id={menuId}
          label={label}
          button={button}
          open={open}
          setOpen={setOpen}
          close={close}
          onEmpty={hasItems ? undefined : setEmpty}
        >
          {children}
        </MenuPopup>
      )}
    </>
  );
}

interface MenuPopupProps {
  id: string;
  label: string;
  button: RefObject<HTMLButtonElement | null>;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Closes the menu and gives the focus back to its button. */
  close: () => void;
  /** Told whether the items render none (only where the menu must find out). */
  onEmpty?: (empty: boolean) => void;
  children: ReactNode;
}

/** The menu of an ActionMenu, in a portal: mounted from the first time it is needed, then kept. */
function MenuPopup({ id, label, button, open, setOpen, close, onEmpty, children }: MenuPopupProps) {
  const menu = useRef<HTMLDivElement>(null);
  const context = useMemo(() => ({ close }), [close]);

  const dismiss = useCallback(() => setOpen(false), [setOpen]);
  const onMenuKey = useMenuPopup({ open, button, menu, align: 'end', dismiss, close });

  useLayoutEffect(() => {
    onEmpty?.(!menu.current?.querySelector(MENU_ITEMS));
  }, [children, onEmpty]);

  return createPortal(
    <MenuContext.Provider value={context}>
      <div
        ref={menu}
        id={id}
        role="menu"
        aria-label={label}
        className="action-menu"
        hidden={!open}
        onKeyDown={onMenuKey}
      >
        {children}
      </div>
    </MenuContext.Provider>,
    document.body,
  );
}

export interface ActionMenuItemProps {
  icon: string;
  /** The visible text ('Inativar'). */
  label: string;
  /** The accessible name when it says more than the text ('Inativar BELO HORIZONTE'). */
  'aria-label'?: string;
  severity?: 'danger';
  onSelect: () => void;
}

/** An item of an ActionMenu: closes the menu (the focus goes back to its button), then runs. */
export function ActionMenuItem({ icon, label, severity, onSelect, ...rest }: ActionMenuItemProps) {
  const close = useCloseActionMenu();
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={`${ACTION_MENU_ITEM}${severity ? ` ${ACTION_MENU_ITEM}--${severity}` : ''}`}
      aria-label={rest['aria-label']}
      onClick={() => {
        close();
        onSelect();
      }}
    >
      <i className={`${icon} action-menu__icon`} aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}

/** A line between groups of items. */
export function ActionMenuSeparator() {
  return <div role="separator" className="action-menu__separator" />;
}
