import { lazy } from 'react';
import { DialogButton } from '@/ui/dialog-button';
import { mapTexts } from './map-texts';
import { NestedLayer } from '../nested-layer';
import type { MapPlace } from './map-types';

// The dialog (and, when it opens, Leaflet) loads on first use only.
const MapDialog = lazy(() => import('./map-dialog').then((module) => ({ default: module.MapDialog })));

export interface MapButtonProps {
  place: MapPlace;
  /** 'icon': a round icon button named 'Ver no mapa <title>' (result lists); 'text': labelled; 'menuitem': a row's '⋯' item. */
  variant?: 'icon' | 'text' | 'menuitem';
  /** What the icon button's accessible name says after 'Ver no mapa' (default: the place's title). */
  name?: string;
  className?: string;
}

/** 'Ver no mapa': opens the map dialog of `place`. */
export function MapButton({ place, variant = 'text', name, className }: MapButtonProps) {
  return (
    <DialogButton
      variant={variant}
      icon="pi pi-map-marker"
      label={mapTexts.viewOnMap}
      iconLabel={mapTexts.viewOnMapOf(name ?? place.title)}
      className={className}
      dialog={({ visible, hide }) => (
        <NestedLayer>
          <MapDialog visible={visible} onHide={hide} place={place} />
        </NestedLayer>
      )}
    />
  );
}
