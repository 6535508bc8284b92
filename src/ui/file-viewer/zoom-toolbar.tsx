import { Button } from 'primereact/button';
import { fileViewerTexts as texts } from './file-viewer-texts';
import { canZoomIn, canZoomOut, formatZoom, zoomIn, zoomOut, ZOOM_DEFAULT } from './zoom';

export interface ZoomToolbarProps {
  zoom: number;
  onZoomChange: (zoom: number) => void;
}

/** Zoom out / current percentage / zoom in / reset (25% to 300% in 25% steps). */
export function ZoomToolbar({ zoom, onZoomChange }: ZoomToolbarProps) {
  return (
    <div className="file-viewer__zoom" role="group" aria-label="Zoom">
      <Button
        type="button"
        icon="pi pi-search-minus"
        text
        aria-label={texts.zoomOut}
        disabled={!canZoomOut(zoom)}
        onClick={() => onZoomChange(zoomOut(zoom))}
      />
      <output className="file-viewer__zoom-level" aria-label={texts.zoomLevel} aria-live="polite">
        {formatZoom(zoom)}
      </output>
      <Button
        type="button"
        icon="pi pi-search-plus"
        text
        aria-label={texts.zoomIn}
        disabled={!canZoomIn(zoom)}
        onClick={() => onZoomChange(zoomIn(zoom))}
      />
      <Button
        type="button"
        icon="pi pi-replay"
        text
        aria-label={texts.zoomReset}
        disabled={zoom === ZOOM_DEFAULT}
        onClick={() => onZoomChange(ZOOM_DEFAULT)}
      />
    </div>
  );
}
