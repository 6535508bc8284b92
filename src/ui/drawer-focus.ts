import { useEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[hidden], [aria-hidden="true"]'),
  );
}

/**
 * Keeps Tab and Shift+Tab inside a modal drawer (PrimeReact's Sidebar has no focus trap): from the last
 * focusable element Tab goes to the first, and Shift+Tab from the first to the last.
 */
export function trapTabKey(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Gives the focus back to whatever had it when the drawer opened (usually the button that opened it)
 * once the drawer closes. Returns what had it (while open).
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const openerRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, [open]);
  return () => openerRef.current;
}

/**
 * Where the focus goes once a drawer's opening animation ends. The drawer's first field, unless the focus
 * moved since it opened: the user already types in it, or in a drawer opened from it before the animation
 * ended (a slow machine). In that last case PrimeReact's Sidebar would pull the focus to its close button
 * right after: `keep` puts it back, so no keystroke is lost.
 */
export function focusOnShow(
  panel: HTMLElement | null,
  opener: HTMLElement | null,
  initialFocusId?: string,
): void {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const moved = active !== null && active !== document.body && active !== opener;
  if (!moved) {
    if (initialFocusId) document.getElementById(initialFocusId)?.focus();
    return;
  }
  if (panel?.contains(active)) return;
  queueMicrotask(() => active.focus());
}
