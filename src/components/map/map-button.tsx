import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { mapTexts } from './map-texts';
import { NestedLayer } from './nested-layer';
import type { MapPlace } from './map-types';

// The dialog (and, when it opens, Leaflet) loads on first use only.
const MapDialog = lazy(() => import('./map-dialog').then((module) => ({ default: module.MapDialog })));

export interface MapButtonProps {
  place: MapPlace;
  /** 'icon': a round icon button named 'Ver no mapa <title>' (table rows, result lists); 'text': labelled. */
  variant?: 'icon' | 'text';
  /** What the icon button's accessible name says after 'Ver no mapa' (default: the place's title). */
  name?: string;
  className?: string;
}

/** 'Ver no mapa': opens the map dialog of `place`. */
export function MapButton({ place, variant = 'text', name, className }: MapButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpened(true);
    setOpen(true);
  };
  return (
    <>
      {variant === 'icon' ? (
        <Button
          type="button"
          icon="pi pi-map-marker"
          rounded
          text
          size="small"
          className={className}
          aria-label={mapTexts.viewOnMapOf(name ?? place.title)}
          title={mapTexts.viewOnMap}
          onClick={show}
        />
      ) : (
        <Button type="button" size="small" outlined icon="pi pi-map-marker" label={mapTexts.viewOnMap} className={className} onClick={show} />
      )}
      {opened && (
        <NestedLayer>
          <Suspense fallback={null}>
            <MapDialog visible={open} onHide={() => setOpen(false)} place={place} />
          </Suspense>
        </NestedLayer>
      )}
    </>
  );
}
