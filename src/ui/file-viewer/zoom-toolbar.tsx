import { Button } from '../button';
import { fileViewerTexts as texts } from './file-viewer-texts';
import { canZoomIn, canZoomOut, formatZoom, zoomIn, zoomOut, ZOOM_DEFAULT } from './zoom';

export interface ZoomToolbarProps {
  zoom: number;
  onZoomChange: (zoom: number) => void;
}

interface ZoomButtonProps {
  icon: string;
  label: string;
  /** The zoom a click sets; null where the button cannot apply (at a bound, or already at the default). */
  next: number | null;
  onZoomChange: (zoom: number) => void;
}

/** An icon button of the toolbar, named by its label; disabled where it would change nothing. */
function ZoomButton({ icon, label, next, onZoomChange }: ZoomButtonProps) {
  return (
    <Button
      type="button"
      icon={icon}
      text
      aria-label={label}
      disabled={next === null}
      onClick={() => next !== null && onZoomChange(next)}
    />
  );
}

/** Zoom out / current percentage / zoom in / reset (25% to 300% in 25% steps). */
export function ZoomToolbar({ zoom, onZoomChange }: ZoomToolbarProps) {
  return (
    <div className="file-viewer__zoom" role="group" aria-label="Zoom">
      <ZoomButton
        icon="pi pi-search-minus"
        label={texts.zoomOut}
        next={canZoomOut(zoom) ? zoomOut(zoom) : null}
        onZoomChange={onZoomChange}
      />
      <output className="file-viewer__zoom-level" aria-label={texts.zoomLevel} aria-live="polite">
        {formatZoom(zoom)}
      </output>
      <ZoomButton
        icon="pi pi-search-plus"
        label={texts.zoomIn}
        next={canZoomIn(zoom) ? zoomIn(zoom) : null}
        onZoomChange={onZoomChange}
      />
      <ZoomButton
        icon="pi pi-replay"
        label={texts.zoomReset}
        next={zoom === ZOOM_DEFAULT ? null : ZOOM_DEFAULT}
        onZoomChange={onZoomChange}
      />
    </div>
  );
}
