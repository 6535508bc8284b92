import './map.css';
import { useEffect, useRef, useState } from 'react';
import type { Map as LeafletMap } from 'leaflet';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { loadLeaflet, type LeafletModule } from './leaflet-loader';
import { mapTexts } from './map-texts';
import type { MapLine, MapPlace } from './map-types';

export interface MapViewProps {
  /** The markers; the first one's title and subtitle open with the map when `openFirst`. */
  places: readonly MapPlace[];
  /** A route to draw (its vertices as [latitude, longitude]). */
  line?: MapLine;
  /** Accessible name of the map area. */
  label: string;
  openFirst?: boolean;
}

const SINGLE_PLACE_ZOOM = 13;

/** The popup of a marker: its title and subtitle, as text (never as HTML). */
function popupOf(place: MapPlace): HTMLElement {
  const body = document.createElement('div');
  body.className = 'map-popup';
  const title = document.createElement('strong');
  title.className = 'map-popup__title';
  title.textContent = place.title;
  body.append(title);
  if (place.subtitle) {
    const subtitle = document.createElement('span');
    subtitle.className = 'map-popup__subtitle';
    subtitle.textContent = place.subtitle;
    body.append(subtitle);
  }
  return body;
}

type DrawInput = Pick<MapViewProps, 'places' | 'line' | 'openFirst'>;

const TOLL_STYLE = {
  radius: 7,
  color: '#9a3412',
  weight: 2,
  fillColor: '#f97316',
  fillOpacity: 0.9,
} as const;

/** Draws the map in `element`; `fit` shows everything drawn again (after the container was resized). */
function draw(
  L: LeafletModule,
  element: HTMLElement,
  props: DrawInput,
  onTileError: () => void,
): { map: LeafletMap; fit: () => void } {
  const map = L.map(element, { zoomControl: true });
  const { tileUrl } = getRuntimeConfig();
  const attribution = tileUrl.includes('openstreetmap.org') ? mapTexts.attribution : undefined;
  // Without a connection to the tile server the tiles fail one by one: the markers and the route stay.
  L.tileLayer(tileUrl, { maxZoom: 19, attribution }).on('tileerror', onTileError).addTo(map);
  const markers = props.places.map((place) => {
    const at = L.latLng(place.latitude, place.longitude);
    const marker =
      place.variant === 'toll'
        ? L.circleMarker(at, { ...TOLL_STYLE, className: 'map-toll' })
        : L.marker(at, { title: place.title, alt: place.title });
    return marker.bindPopup(popupOf(place)).addTo(map);
  });
  const line =
    props.line && props.line.length > 1
      ? L.polyline(
          props.line.map(([lat, lng]) => [lat, lng] as [number, number]),
          { className: 'map-route', color: '#2563eb', weight: 5, opacity: 0.85 },
        ).addTo(map)
      : null;
  const bounds = L.latLngBounds(markers.map((marker) => marker.getLatLng()));
  if (line) bounds.extend(line.getBounds());
  const fit = () => {
    if (markers.length === 1 && !line) map.setView(bounds.getCenter(), SINGLE_PLACE_ZOOM);
    else if (bounds.isValid()) map.fitBounds(bounds, { padding: [24, 24] });
    else map.setView([-15.78, -47.93], 4); // nothing to show: Brazil
  };
  fit();
  if (props.openFirst) markers[0]?.openPopup();
  return { map, fit };
}

/**
 * A Leaflet map with markers (title and subtitle in their popups) and an optional route. Leaflet is loaded
 * when the view mounts; the tiles come from the runtime configuration (tileUrl). Offline, the tile errors
 * only show a notice: the markers and the route are drawn all the same.
 */
export function MapView(props: MapViewProps) {
  // Drawn anew when what is shown changes, not when the caller builds equal arrays again.
  const signature = JSON.stringify({ places: props.places, line: props.line, openFirst: props.openFirst });
  return <MapCanvas key={signature} signature={signature} label={props.label} />;
}

function MapCanvas({ signature, label }: { signature: string; label: string }) {
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [tilesDown, setTilesDown] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let map: LeafletMap | null = null;
    let observer: ResizeObserver | null = null;
    // Once the user pans or zooms, a resize keeps their view; before that it shows everything again.
    let touched = false;
    const touch = () => {
      touched = true;
    };
    const container = element.current;
    const events = ['pointerdown', 'wheel', 'keydown'] as const;
    loadLeaflet().then(
      (L) => {
        if (cancelled || !container) return;
        const drawn = draw(L, container, JSON.parse(signature) as DrawInput, () => setTilesDown(true));
        map = drawn.map;
        for (const type of events) container.addEventListener(type, touch, { passive: true });
        // The drawer slides in: measure again whenever the container's size changes.
        observer =
          typeof ResizeObserver === 'undefined'
            ? null
            : new ResizeObserver(() => {
                drawn.map.invalidateSize();
                if (!touched) drawn.fit();
              });
        observer?.observe(container);
        setState('ready');
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      for (const type of events) container?.removeEventListener(type, touch);
      map?.remove();
    };
  }, [signature]);

  return (
    <div className="map-view" aria-busy={state === 'loading'}>
      <div ref={element} className="map-view__canvas" role="region" aria-label={label} data-state={state} />
      {state === 'loading' && <p className="map-view__notice">{mapTexts.loading}</p>}
      {state === 'failed' && (
        <p className="map-view__notice map-view__notice--error" role="alert">
          {mapTexts.loadFailed}
        </p>
      )}
      {tilesDown && state === 'ready' && (
        <p className="map-view__notice map-view__notice--tiles" role="status">
          {mapTexts.tilesUnavailable}
        </p>
      )}
    </div>
  );
}
