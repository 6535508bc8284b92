import { useSyncExternalStore } from 'react';

/**
 * How tall a list's rows are: 'confortavel' (the default) or 'compacta' (about 36 px: more rows on a
 * screen). One choice for every list of the browser, kept in localStorage (a preference, not a secret),
 * and followed at once by every list on screen and by the other tabs.
 */
export type ListDensity = 'confortavel' | 'compacta';

export const LIST_DENSITIES: readonly ListDensity[] = ['confortavel', 'compacta'];

/** The key of the choice in localStorage (absent for the default). */
export const LIST_DENSITY_KEY = 'retaguarda:densidade';

const listeners = new Set<() => void>();
let current: ListDensity | null = null;

function stored(): ListDensity {
  try {
    return globalThis.localStorage?.getItem(LIST_DENSITY_KEY) === 'compacta' ? 'compacta' : 'confortavel';
  } catch {
    // Storage refused (a locked-down browser): the default, and the choice lasts the page.
    return 'confortavel';
  }
}

/** The density in force. */
export function listDensity(): ListDensity {
  current ??= stored();
  return current;
}

/** Chooses the density of every list, and remembers it. */
export function setListDensity(density: ListDensity): void {
  current = density;
  try {
    if (density === 'compacta') globalThis.localStorage?.setItem(LIST_DENSITY_KEY, density);
    else globalThis.localStorage?.removeItem(LIST_DENSITY_KEY);
  } catch {
    /* kept for this page only */
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // A choice made in another tab of the app.
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== LIST_DENSITY_KEY && event.key !== null) return;
    current = stored();
    listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The density in force, following every change of it. */
export function useListDensity(): ListDensity {
  return useSyncExternalStore(subscribe, listDensity, () => 'confortavel');
}
