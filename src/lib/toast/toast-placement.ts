/**
 * Where the toasts start (top-right): below the page's heading row while it is on screen, so they never
 * cover its controls ('Voltar para chamados', 'Importar', 'Nova cidade'), and below the top bar once the
 * page has scrolled it away; from there, further down past any control in their column (a ticket's status
 * menu), as long as they stay in the upper part of the window. Measured, not guessed: the row is as tall
 * as the title and the page's controls make it at the width of the screen (they wrap on a phone).
 */

/** The custom property toast.css reads for the toasts' top (px); absent, they sit below the top bar. */
export const TOAST_TOP_PROPERTY = '--app-toast-top';

/** The room between the toasts and what they sit under (px, 0.75rem). */
export const TOAST_GAP_PX = 12;

/** A page may name its heading row itself; otherwise it is the row of the main content's title. */
export const PAGE_HEADER_ATTRIBUTE = 'data-page-header';

/**
 * The page's heading row: the element marked `data-page-header`, else the header or `.app-page-header`
 * around the main content's first h1, else the h1's parent (its row: the title and the page's controls).
 */
export function pageHeadingRow(root: ParentNode = document): Element | null {
  const main = root.querySelector('main');
  if (!main) return null;
  const marked = main.querySelector(`[${PAGE_HEADER_ATTRIBUTE}]`);
  if (marked) return marked;
  const title = main.querySelector('h1');
  if (!title) return null;
  const row = title.parentElement?.closest('header, .app-page-header');
  if (row && main.contains(row)) return row;
  return title.parentElement && title.parentElement !== main ? title.parentElement : title;
}

/**
 * The toasts' top (px from the top of the window) for a heading row whose bottom edge is at `rowBottom`
 * (null: no row) under a top bar `topBar` px tall; null when the top bar alone decides (toast.css).
 */
export function toastTopFor(rowBottom: number | null, topBar: number, viewportHeight: number): number | null {
  // A row out of sight above, or one low on the screen (nothing to keep clear of at the top).
  if (rowBottom === null || rowBottom <= topBar || rowBottom > viewportHeight / 2) return null;
  return Math.round(rowBottom + TOAST_GAP_PX);
}

/** What the toasts keep clear of below the heading row: the page's controls. */
const CONTROLS = 'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="combobox"]';

/** The height counted for the toasts before the first one has its own (px). */
const TOAST_MIN_HEIGHT_PX = 64;

/** Toasts never go lower than this part of the window to keep clear of a control. */
const LOWEST_FRACTION = 0.6;

export interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * The first top, from `start` down, at which a column of `height` px over [left, right] crosses none of
 * `controls` (boxes in the window); `start` when there is none above `lowest` (a list's toolbar and
 * rows fill the column: the toasts then stay just under the heading row).
 */
export function clearTopAmong(
  start: number,
  column: { left: number; right: number },
  height: number,
  controls: readonly Band[],
  lowest: number,
): number {
  const inColumn = controls.filter(
    (box) => box.right > column.left && box.left < column.right && box.bottom > start,
  );
  let top = start;
  for (let moves = 0; moves <= inColumn.length; moves += 1) {
    const crossed = inColumn.filter((box) => box.top < top + height && box.bottom > top);
    if (crossed.length === 0) return top;
    top = Math.round(Math.max(...crossed.map((box) => box.bottom)) + TOAST_GAP_PX);
    if (top + height > lowest) return start;
  }
  return start;
}

/** The boxes of the page's visible controls that may lie where the toasts would (below `from`, above `to`). */
function controlBoxes(main: Element, from: number, to: number): Band[] {
  const boxes: Band[] = [];
  for (const control of main.querySelectorAll(CONTROLS)) {
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || box.bottom <= from || box.top >= to) continue;
    // A control hidden under another (the list's toolbar under the selection's bar) is nothing to avoid.
    if (control.checkVisibility?.({ visibilityProperty: true }) === false) continue;
    boxes.push(box);
  }
  return boxes;
}

/** Where the toasts start now: their top (px), or null when toast.css's place under the top bar is right. */
function toastTop(host: HTMLElement): number | null {
  // Only in the signed-in area, under its top bar (sign-in centres its form: the corner is free there).
  const bar = document.querySelector('.app-topbar');
  const main = document.querySelector('main');
  if (!bar || !main) return null;
  const barBottom = bar.getBoundingClientRect().bottom;
  const row = pageHeadingRow();
  const fromRow = row ? toastTopFor(row.getBoundingClientRect().bottom, barBottom, window.innerHeight) : null;
  const start = fromRow ?? Math.round(barBottom + TOAST_GAP_PX);
  const { left, right, height } = host.getBoundingClientRect();
  const tall = Math.max(height, TOAST_MIN_HEIGHT_PX);
  const lowest = window.innerHeight * LOWEST_FRACTION;
  const top = clearTopAmong(start, { left, right }, tall, controlBoxes(main, start, lowest), lowest);
  return top === start && fromRow === null ? null : top;
}

/** Places the toasts' container (`host`) for the page on screen now. */
export function placeToasts(host: HTMLElement | null | undefined): void {
  if (!host) return;
  const top = toastTop(host);
  const next = top === null ? '' : `${top}px`;
  if (host.style.getPropertyValue(TOAST_TOP_PROPERTY) === next) return;
  if (next) host.style.setProperty(TOAST_TOP_PROPERTY, next);
  else host.style.removeProperty(TOAST_TOP_PROPERTY);
}

/** Frames between two placements while nothing scrolls (about 10 a second). */
const REFRESH_FRAMES = 6;

/**
 * Keeps the toasts placed while any is on screen (the page scrolls, a new page comes in under a toast,
 * the row wraps on a resize), from `start` until `stop`. One loop however many toasts.
 */
export function createToastPlacer(host: () => HTMLElement | null | undefined) {
  let shown = 0;
  let frame = 0;
  let frames = 0;
  let seen = '';
  const loop = () => {
    // At once when the page scrolls or the window changes; otherwise a few times a second (a new page, a
    // row that wraps): the page's controls are read only then.
    const now = `${window.scrollX},${window.scrollY},${window.innerWidth},${window.innerHeight}`;
    frames += 1;
    if (now !== seen || frames % REFRESH_FRAMES === 0) {
      seen = now;
      placeToasts(host());
    }
    frame = shown > 0 ? requestAnimationFrame(loop) : 0;
  };
  return {
    /** A toast is about to show: placed at once (before it paints), then kept placed. */
    start(): void {
      shown += 1;
      placeToasts(host());
      if (frame === 0 && typeof requestAnimationFrame === 'function') frame = requestAnimationFrame(loop);
    },
    /** A toast left the screen. */
    stop(): void {
      shown = Math.max(0, shown - 1);
      if (shown === 0 && frame !== 0) {
        cancelAnimationFrame(frame);
        frame = 0;
      }
    },
    /** Stops; returns how many toasts it was keeping placed (a placer that takes over keeps them). */
    dispose(): number {
      const kept = shown;
      shown = 0;
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
      return kept;
    },
  };
}
