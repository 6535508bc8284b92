/** Zoom rules of the file viewer (0.25 to 3, step 0.25, default 1). Pure functions. */

export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;
export const ZOOM_DEFAULT = 1;

/** Keeps a zoom inside the limits, on the step grid (float noise removed). */
export function clampZoom(zoom: number): number {
  if (!Number.isFinite(zoom)) return ZOOM_DEFAULT;
  const snapped = Math.round(zoom / ZOOM_STEP) * ZOOM_STEP;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, snapped));
}

export function zoomIn(zoom: number): number {
  return clampZoom(zoom + ZOOM_STEP);
}

export function zoomOut(zoom: number): number {
  return clampZoom(zoom - ZOOM_STEP);
}

export function canZoomIn(zoom: number): boolean {
  return clampZoom(zoom) < ZOOM_MAX;
}

export function canZoomOut(zoom: number): boolean {
  return clampZoom(zoom) > ZOOM_MIN;
}

/** The zoom as the toolbar shows it: '25%' … '300%'. */
export function formatZoom(zoom: number): string {
  return `${Math.round(clampZoom(zoom) * 100)}%`;
}
