import { useEffect, useLayoutEffect, type KeyboardEvent, type RefObject } from 'react';

export interface MenuPopupBehaviour {
  open: boolean;
  /** The button that opens the menu: the menu sits under it and a press on it is not "elsewhere". */
  button: RefObject<HTMLElement | null>;
  /** The menu (role="menu"), drawn at a fixed position in a portal. */
  menu: RefObject<HTMLElement | null>;
  /** Which edge of the button the menu lines up with: its right edge (a row's ⋯) or its left (a status). */
  align: 'start' | 'end';
  /** Closes the menu without moving the focus (a press elsewhere, a scroll, a resize). */
  dismiss: () => void;
  /** Closes the menu and gives the focus back to its button (Escape, Tab). */
  close: () => void;
}

/** The menu's items the arrows move between. */
export const MENU_ITEMS = '[role="menuitem"]:not([disabled])';

const EDGE_PX = 8;
const GAP_PX = 4;

/** Puts the open `popup` under `anchor` (above it without room below) inside the window; focuses its first item. */
function placeMenu(popup: HTMLElement, anchor: HTMLElement, align: 'start' | 'end'): void {
  const box = anchor.getBoundingClientRect();
  const { width, height } = popup.getBoundingClientRect();
  const below = box.bottom + GAP_PX;
  const fitsBelow = below + height <= window.innerHeight - EDGE_PX;
  const top = fitsBelow ? below : Math.max(EDGE_PX, box.top - GAP_PX - height);
  const wanted = align === 'end' ? box.right - width : box.left;
  const left = Math.min(Math.max(EDGE_PX, wanted), window.innerWidth - EDGE_PX - width);
  popup.style.top = `${top}px`;
  popup.style.left = `${left}px`;
  popup.querySelector<HTMLElement>(MENU_ITEMS)?.focus();
}

/**
 * What a popup menu in the WAI-ARIA sense does once open: placed under its button (above it when there
 * is no room below) inside the window, its first item focused; a press elsewhere, the page scrolling
 * or the window resizing under it closes it; ↑ ↓ Home End move between the items, Escape or Tab close
 * it. Returns the menu's keydown handler.
 */
export function useMenuPopup({ open, button, menu, align, dismiss, close }: MenuPopupBehaviour) {
  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? [])];

  useLayoutEffect(() => {
    if (open && menu.current && button.current) placeMenu(menu.current, button.current, align);
  }, [open, align, button, menu]);

  useEffect(() => {
    if (!open) return undefined;
    const away = (event: Event) => {
      const target = event.target as Node;
      if (menu.current?.contains(target) || button.current?.contains(target)) return;
      dismiss();
    };
    const moved = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) dismiss();
    };
    document.addEventListener('pointerdown', away, true);
    window.addEventListener('scroll', moved, true);
    window.addEventListener('resize', moved);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      window.removeEventListener('scroll', moved, true);
      window.removeEventListener('resize', moved);
    };
  }, [open, button, menu, dismiss]);

  return (event: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      list[(index + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(list.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };
}
