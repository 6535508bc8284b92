import { describe, expect, it } from 'vitest';
import {
  canZoomIn,
  canZoomOut,
  clampZoom,
  formatZoom,
  zoomIn,
  zoomOut,
  ZOOM_DEFAULT,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
} from '@/ui/file-viewer/zoom';

describe('file viewer: zoom rules (0.25 to 3, step 0.25, default 1)', () => {
  it('goes from 25% to 300% in 25% steps, starting at 100%', () => {
    expect([ZOOM_MIN, ZOOM_MAX, ZOOM_STEP, ZOOM_DEFAULT]).toEqual([0.25, 3, 0.25, 1]);
    const levels = [ZOOM_MIN];
    while (canZoomIn(levels.at(-1)!)) levels.push(zoomIn(levels.at(-1)!));
    expect(levels.map(formatZoom)).toEqual([
      '25%',
      '50%',
      '75%',
      '100%',
      '125%',
      '150%',
      '175%',
      '200%',
      '225%',
      '250%',
      '275%',
      '300%',
    ]);
    expect(formatZoom(ZOOM_DEFAULT)).toBe('100%');
  });

  it('stops at the limits', () => {
    expect(zoomOut(ZOOM_MIN)).toBe(0.25);
    expect(canZoomOut(ZOOM_MIN)).toBe(false);
    expect(zoomIn(ZOOM_MAX)).toBe(3);
    expect(canZoomIn(ZOOM_MAX)).toBe(false);
    expect(canZoomOut(0.5)).toBe(true);
    expect(canZoomIn(2.75)).toBe(true);
  });

  it('keeps any value on the grid and inside the limits', () => {
    expect(clampZoom(0.1)).toBe(0.25);
    expect(clampZoom(7)).toBe(3);
    expect(clampZoom(1.1)).toBe(1);
    expect(clampZoom(0.1 + 0.2)).toBe(0.25);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});
