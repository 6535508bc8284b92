import './tooltip.css';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';

/** Where the tooltip is drawn: fixed to the viewport, so no scrolling box around its target clips it. */
interface Placement {
  text: string;
  anchor: DOMRect;
}

export interface TooltipOptions {
  /** Shown only while the target's text is cut (an ellipsis): the tooltip then shows its full text. */
  whenTruncated?: boolean;
}

/** What the target spreads on itself: it shows the tooltip on hover and on keyboard focus. */
export interface TooltipTargetProps {
  onMouseEnter: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
}

const GAP = 6;
const MARGIN = 8;

/** Cut short: wider than its box (an ellipsis) or taller (lines past a clamp). */
function isTruncated(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
}

/**
 * A small tooltip for an element, shown at once on hover and on keyboard focus (role=tooltip, named in
 * the target's aria-describedby while shown), hidden on leave, blur and Escape. `text`: the tooltip's
 * text; with `whenTruncated`, the target's own text when absent. Drawn in a portal at a fixed position.
 */
export function useTooltip(text: string | undefined, options: TooltipOptions = {}) {
  const id = useId();
  const [placement, setPlacement] = useState<Placement | null>(null);
  const { whenTruncated } = options;

  const show = useCallback(
    (element: HTMLElement) => {
      if (whenTruncated && !isTruncated(element)) return;
      const shown = text ?? element.textContent ?? '';
      if (shown.trim() === '') return;
      setPlacement({ text: shown, anchor: element.getBoundingClientRect() });
    },
    [text, whenTruncated],
  );
  const hide = useCallback(() => setPlacement(null), []);

  const targetProps: TooltipTargetProps = {
    onMouseEnter: (event) => show(event.currentTarget),
    onMouseLeave: hide,
    onFocus: (event) => show(event.currentTarget),
    onBlur: hide,
    onKeyDown: (event) => {
      if (event.key === 'Escape' && placement) hide();
    },
    'aria-describedby': placement ? id : undefined,
  };
  // A text that changes while shown (a toggle's state after a press) shows at once.
  const tooltip = placement ? (
    <TooltipBubble id={id} placement={{ ...placement, text: text ?? placement.text }} />
  ) : null;
  return { targetProps, tooltip };
}

/** The tooltip below its target (above it near the bottom of the screen), kept inside the viewport. */
function TooltipBubble({ id, placement }: { id: string; placement: Placement }) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const { anchor } = placement;

  useLayoutEffect(() => {
    const element = bubble.current;
    if (!element) return;
    const { width, height } = element.getBoundingClientRect();
    const below = anchor.bottom + GAP;
    const top = below + height > window.innerHeight - MARGIN ? anchor.top - GAP - height : below;
    const centred = anchor.left + anchor.width / 2 - width / 2;
    const left = Math.min(Math.max(centred, MARGIN), window.innerWidth - MARGIN - width);
    setPosition({ top, left });
  }, [anchor, placement.text]);

  return createPortal(
    <div
      ref={bubble}
      id={id}
      role="tooltip"
      className="app-tooltip"
      style={position ?? { top: anchor.bottom + GAP, left: anchor.left, visibility: 'hidden' }}
    >
      {placement.text}
    </div>,
    document.body,
  );
}

// ---- one tooltip for a whole container ---------------------------------------------------------------

/**
 * What marks an element inside a TooltipScope: `data-tooltip="Editar"` shows that text; the bare
 * `data-tooltip-truncated` shows the element's own text, only while it is cut (an ellipsis, a clamp of lines).
 */
const SCOPED_TARGET = '[data-tooltip], [data-tooltip-truncated]';

/** What the container of a TooltipScope spreads on itself: its events reach the one tooltip. */
export interface TooltipScopeProps {
  onPointerOver: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: () => void;
  onPointerDown: () => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

interface ScopedTip extends Placement {
  /** The marked element the tooltip speaks for. */
  target: HTMLElement;
  /** The element named in aria-describedby while the tooltip shows (the hovered or focused one). */
  described: HTMLElement;
}

/** The marked element an event happened on, inside the scope's own markup (not in a portal of it). */
function scopedTarget(node: EventTarget | null, scope: HTMLElement): HTMLElement | null {
  if (!(node instanceof Element)) return null;
  const target = node.closest<HTMLElement>(SCOPED_TARGET);
  return target && scope.contains(target) ? target : null;
}

/** The text a marked element shows now; null when none (a cut-only text that fits, an open menu's button). */
function scopedText(target: HTMLElement): string | null {
  if (target.getAttribute('aria-expanded') === 'true') return null;
  const text = target.dataset.tooltip ?? (isTruncated(target) ? target.textContent : null);
  return text && text.trim() !== '' ? text : null;
}

function describe(element: HTMLElement, id: string, on: boolean) {
  const ids = (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((token) => token && token !== id);
  if (on) ids.push(id);
  if (ids.length > 0) element.setAttribute('aria-describedby', ids.join(' '));
  else element.removeAttribute('aria-describedby');
}

/** The scope's one tooltip, kept outside React state: showing it renders the tooltip, not the container. */
interface TipStore {
  current: ScopedTip | null;
  listeners: Set<() => void>;
  set: (tip: ScopedTip | null) => void;
  subscribe: (listener: () => void) => () => void;
}

function createTipStore(): TipStore {
  const store: TipStore = {
    current: null,
    listeners: new Set(),
    set: (tip) => {
      store.current = tip;
      for (const listener of store.listeners) listener();
    },
    subscribe: (listener) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
  };
  return store;
}

/**
 * One tooltip for every marked element of a container (a table of 100 rows marks hundreds of cells and
 * buttons; one listener and one tooltip cost what a single cell did): shown at once when the pointer
 * enters a marked element or the focus lands in one, hidden on leave, blur, a press and Escape, and when
 * its element leaves the page. The tooltip (role=tooltip) is named in the aria-describedby of the
 * element focused or hovered while it shows. Spread `scopeProps` on the container and render `tooltip`.
 */
export function useTooltipScope(): { scopeProps: TooltipScopeProps; tooltip: ReactNode } {
  const id = useId();
  const [store] = useState(createTipStore);
  const [scopeProps] = useState<TooltipScopeProps>(() => {
    let hovered: HTMLElement | null = null;
    const hide = () => {
      if (!store.current) return;
      describe(store.current.described, id, false);
      store.set(null);
    };
    const show = (target: HTMLElement, described: HTMLElement) => {
      const text = scopedText(target);
      if (text === null) return hide();
      if (store.current?.described === described && store.current.text === text) return;
      if (store.current) describe(store.current.described, id, false);
      describe(described, id, true);
      store.set({ text, anchor: target.getBoundingClientRect(), target, described });
    };
    return {
      onPointerOver: (event) => {
        const target = scopedTarget(event.target, event.currentTarget);
        if (target === hovered) return;
        hovered = target;
        if (target) show(target, target);
        else hide();
      },
      onPointerLeave: () => {
        hovered = null;
        hide();
      },
      onPointerDown: hide,
      onFocus: (event) => {
        const target = scopedTarget(event.target, event.currentTarget);
        if (target && event.target instanceof HTMLElement) show(target, event.target);
        else hide();
      },
      onBlur: hide,
      onKeyDown: (event) => {
        if (event.key === 'Escape') hide();
      },
    };
  });
  return { scopeProps, tooltip: <ScopedTooltip id={id} store={store} /> };
}

function ScopedTooltip({ id, store }: { id: string; store: TipStore }) {
  const tip = useSyncExternalStore(store.subscribe, () => store.current);

  // Its element gone or showing something else (a new page of rows under a still pointer), the tooltip goes.
  useEffect(() => {
    if (!tip) return;
    const observer = new MutationObserver(() => {
      if (tip.target.isConnected && scopedText(tip.target) === tip.text) return;
      if (store.current !== tip) return;
      describe(tip.described, id, false);
      store.set(null);
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    return () => observer.disconnect();
  }, [tip, store, id]);

  return tip ? <TooltipBubble id={id} placement={tip} /> : null;
}
