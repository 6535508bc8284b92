import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createAppRouter } from './router';

let firstPageShown = false;
const listeners = new Set<() => void>();

/** The root route calls this once its first page is on screen. */
export function markFirstPageShown(): void {
  if (firstPageShown) return;
  firstPageShown = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The app's router. The first page renders as a transition, in slices between which the browser stays
 * responsive while the app starts (a visitor typing into the sign-in form, the page's blocking time);
 * every later navigation renders in one go once its data is in (its loader waits for it), which shows it
 * sooner than slices would, with no half-done frames painted between them.
 */
export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const started = useSyncExternalStore(subscribe, () => firstPageShown);
  return <RouterProvider router={router} useTransitions={started ? false : undefined} />;
}
