/**
 * Where the toasts start (top-right): below the page's heading row while it is on screen, so they never
 * cover its controls ('Voltar para chamados', 'Importar', 'Nova cidade'), and below the top bar once the
 * page has scrolled it away. The row is measured, not guessed: it is as tall as the title and the page's
 * controls make it at the width of the screen (they wrap on a phone).
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

/** Places the toasts' container (`host`) for the page on screen now; cheap enough for every frame. */
export function placeToasts(host: HTMLElement | null | undefined): void {
  if (!host) return;
  // Only in the signed-in area, under its top bar (sign-in centres its form: the corner is free there).
  const bar = document.querySelector('.app-topbar');
  const row = bar && pageHeadingRow();
  const top = row
    ? toastTopFor(row.getBoundingClientRect().bottom, bar.getBoundingClientRect().bottom, window.innerHeight)
    : null;
  const next = top === null ? '' : `${top}px`;
  if (host.style.getPropertyValue(TOAST_TOP_PROPERTY) === next) return;
  if (next) host.style.setProperty(TOAST_TOP_PROPERTY, next);
  else host.style.removeProperty(TOAST_TOP_PROPERTY);
}

/**
 * Keeps the toasts placed while any is on screen: every frame (the page scrolls, a new page comes in
 * under a toast, the row wraps on a resize), from `start` until `stop`. One loop however many toasts.
 */
export function createToastPlacer(host: () => HTMLElement | null | undefined) {
  let shown = 0;
  let frame = 0;
  const loop = () => {
    placeToasts(host());
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
    dispose(): void {
      shown = 0;
      if (frame !== 0) cancelAnimationFrame(frame);
      frame = 0;
    },
  };
}
