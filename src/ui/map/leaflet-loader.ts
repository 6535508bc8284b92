import type * as Leaflet from 'leaflet';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/**
 * The one door to Leaflet. This module is only reached from the lazily imported map view, and Leaflet
 * (script and stylesheet) is imported dynamically here: it loads when a map is first shown, never before.
 * Component tests replace this module (jsdom has no layout for Leaflet to measure).
 */
export type LeafletModule = typeof Leaflet;

let loading: Promise<LeafletModule> | null = null;

async function load(): Promise<LeafletModule> {
  const [leaflet] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // Bundled, the default marker images get hashed names Leaflet's path detection cannot find: give it
  // the URLs of the imported assets instead (and no image path to prepend).
  leaflet.Icon.Default.imagePath = '';
  leaflet.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl });
  return leaflet;
}

/** Leaflet, loaded once; a failed load (offline, a new deploy) may be tried again. */
export function loadLeaflet(): Promise<LeafletModule> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
