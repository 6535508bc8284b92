import type { CSSTransitionProps } from 'primereact/csstransition';
import { DomHandler } from 'primereact/utils';
import { useEffect, useMemo, useState, type RefObject } from 'react';

/** A PrimeReact widget with an overlay panel (Dropdown, MultiSelect), as its ref exposes it. */
export interface PanelOwner {
  getElement(): HTMLElement | null;
  getOverlay(): HTMLElement | null;
}

/**
 * The widget's `transitionOptions`: the panel's transition says when it comes and goes. Only these two
 * callbacks (PrimeReact calls them after its own; its timeout and classes stay), typed as the option is.
 */
export type PanelTransitionOptions = CSSTransitionProps;

/** Places `panel` at `field` again (PrimeReact's own placement), then inside the window's width. */
function place(panel: HTMLElement, field: HTMLElement): void {
  DomHandler.alignOverlay(panel, field, undefined);
  const overflow = panel.getBoundingClientRect().right - document.documentElement.clientWidth;
  if (overflow > 0)
    panel.style.left = `${Math.max(0, Number.parseFloat(panel.style.left || '0') - overflow)}px`;
}

/**
 * Keeps an overlay panel at its field and inside the window while it is open (give the widget the
 * `transitionOptions` returned). PrimeReact places the panel once, as it opens: a field that is still
 * moving then (a drawer sliding in) leaves it where the field was, and options that arrive afterwards (a
 * picker's first page, a search's answer) make it taller or wider, out of the window. From the panel's
 * entrance to its exit, every frame compares the field's place and the panel's size with the last ones
 * and places the panel again when they changed (one read of each per frame; nothing written otherwise).
 */
export function usePanelPlacement(owner: RefObject<PanelOwner | null>): PanelTransitionOptions {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!open || typeof requestAnimationFrame !== 'function') return undefined;
    let frame = 0;
    let last = '';
    const follow = () => {
      const panel = owner.current?.getOverlay();
      const field = owner.current?.getElement();
      if (panel?.isConnected && field) {
        const { left, top, width } = field.getBoundingClientRect();
        const now = [
          left,
          top,
          width,
          panel.offsetWidth,
          panel.offsetHeight,
          window.innerWidth,
          window.innerHeight,
        ].join();
        if (now !== last) {
          last = now;
          place(panel, field);
        }
      }
      frame = requestAnimationFrame(follow);
    };
    follow();
    return () => cancelAnimationFrame(frame);
  }, [owner, open]);
  return useMemo(
    () =>
      ({ onEnter: () => setOpen(true), onExit: () => setOpen(false) }) as unknown as PanelTransitionOptions,
    [],
  );
}
