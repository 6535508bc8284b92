/**
 * Stands in for src/ui/map/leaflet-loader.ts in component tests (jsdom has no layout for the real
 * Leaflet; Playwright covers it). The fake draws what a user would see into the map's element: each marker
 * as an image named by its title, its open popup as text, the route as a list of its vertices. It also
 * records the tile layer (URL, error handler) and how often Leaflet was loaded.
 */

interface FakeLayer {
  kind: 'tiles' | 'pin' | 'toll' | 'line';
  addTo: (map: FakeMap) => FakeLayer;
  [key: string]: unknown;
}

interface FakeMap {
  element: HTMLElement;
  layers: FakeLayer[];
  view: unknown;
  removed: boolean;
}

type LatLng = { lat: number; lng: number };

export const leaflet = {
  loads: 0,
  fail: false,
  maps: [] as FakeMap[],
  /** The tile layer of the last map: its URL and a way to make its tiles fail. */
  tiles(): { url: string; failTile: () => void } {
    const layer = leaflet.maps.at(-1)?.layers.find((item) => item.kind === 'tiles');
    if (!layer) throw new Error('no tile layer');
    return {
      url: layer.url as string,
      failTile: () => (layer.handlers as Record<string, () => void>).tileerror?.(),
    };
  },
  reset() {
    leaflet.loads = 0;
    leaflet.fail = false;
    leaflet.maps = [];
  },
};

const toLatLng = (value: [number, number] | LatLng): LatLng =>
  Array.isArray(value) ? { lat: value[0], lng: value[1] } : value;

function layer(
  kind: FakeLayer['kind'],
  fields: Record<string, unknown>,
  draw?: (map: FakeMap, self: FakeLayer) => void,
): FakeLayer {
  const self: FakeLayer = {
    kind,
    ...fields,
    handlers: {},
    on(type: string, handler: () => void) {
      (self.handlers as Record<string, () => void>)[type] = handler;
      return self;
    },
    addTo(map: FakeMap) {
      map.layers.push(self);
      draw?.(map, self);
      return self;
    },
  };
  return self;
}

function marker(kind: 'pin' | 'toll', at: LatLng, title: string) {
  let popup: HTMLElement | null = null;
  let element: HTMLElement | null = null;
  const self = layer(kind, { at }, (map) => {
    element = document.createElement('img');
    element.setAttribute('alt', title);
    element.dataset.kind = kind;
    element.dataset.at = `${at.lat},${at.lng}`;
    map.element.append(element);
  });
  return Object.assign(self, {
    bindPopup(content: HTMLElement) {
      popup = content;
      return self;
    },
    openPopup() {
      if (popup && element) element.after(popup);
      return self;
    },
    getLatLng: () => at,
  });
}

function bounds(points: LatLng[]) {
  const all = [...points];
  return {
    extend(other: { points: LatLng[] }) {
      all.push(...other.points);
    },
    isValid: () => all.length > 0,
    getCenter: () => all[0],
    points: all,
  };
}

const fakeModule = {
  Icon: { Default: { imagePath: '', mergeOptions: () => undefined } },
  map(element: HTMLElement) {
    const map: FakeMap & Record<string, unknown> = {
      element,
      layers: [],
      view: null,
      removed: false,
      setView: (center: unknown, zoom: number) => Object.assign(map, { view: { center, zoom } }),
      fitBounds: (area: unknown) => Object.assign(map, { view: { area } }),
      invalidateSize: () => map,
      remove: () => Object.assign(map, { removed: true }),
    };
    leaflet.maps.push(map);
    return map;
  },
  tileLayer: (url: string, options: unknown) => layer('tiles', { url, options }),
  latLng: (lat: number, lng: number) => ({ lat, lng }),
  latLngBounds: (points: LatLng[]) => bounds(points),
  marker: (at: LatLng, options: { title: string }) => marker('pin', at, options.title),
  circleMarker: (at: LatLng) => marker('toll', at, 'praça'),
  polyline: (points: Array<[number, number]>) =>
    Object.assign(
      layer('line', { points }, (map) => {
        const line = document.createElement('ol');
        line.setAttribute('aria-label', 'rota');
        for (const [lat, lng] of points)
          line.append(Object.assign(document.createElement('li'), { textContent: `${lat},${lng}` }));
        map.element.append(line);
      }),
      { getBounds: () => bounds(points.map(toLatLng)) },
    ),
};

export async function loadLeaflet() {
  leaflet.loads++;
  if (leaflet.fail) throw new Error('offline');
  return fakeModule;
}
