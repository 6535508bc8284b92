import './tooltip.css';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
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

function isTruncated(element: HTMLElement): boolean {
  return element.scrollWidth > element.clientWidth + 1;
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
  const tooltip = placement ? <TooltipBubble id={id} placement={placement} /> : null;
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
  }, [anchor]);

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
