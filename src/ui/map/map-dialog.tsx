import './map.css';
import { Button } from '../button';
import { DrawerFrame } from '@/ui/drawer-frame';
import { RightDrawer, type DrawerVisibility } from '@/ui/right-drawer';
import { formatCoordinates } from '@/lib/format/coordinates';
import { mapTexts } from './map-texts';
import type { MapPlace } from './map-types';
import { MapView } from './map-view';

export interface MapDialogProps extends DrawerVisibility {
  place: MapPlace;
}

/**
 * The map dialog (a wide right-side drawer, the whole screen of a phone): the place's title names it;
 * its subtitle and coordinates show above a Leaflet map that fills the rest, with the marker, whose popup
 * repeats title and subtitle. The map (and Leaflet) is mounted only while the dialog is open.
 */
export function MapDialog({ place, ...drawer }: MapDialogProps) {
  return (
    <RightDrawer {...drawer} title={place.title} size="wide" className="map-dialog">
      <DrawerFrame
        bodyClassName="map-dialog__body"
        footer={<Button type="button" label={mapTexts.close} outlined onClick={drawer.onHide} />}
      >
        <div className="map-dialog__facts">
          {place.subtitle && <p className="map-dialog__subtitle">{place.subtitle}</p>}
          <p className="map-dialog__coordinates">
            <span className="app-visually-hidden">{mapTexts.coordinates}:</span>{' '}
            {formatCoordinates(place.latitude, place.longitude)}
          </p>
        </div>
        {drawer.visible && <MapView places={[place]} label={mapTexts.mapOf(place.title)} openFirst />}
      </DrawerFrame>
    </RightDrawer>
  );
}
