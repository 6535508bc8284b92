import { useSyncExternalStore } from 'react';
import { RouterProvider } from 'react-router-dom';
import { isFirstPageShown, subscribeFirstPageShown } from './first-page-shown';
import type { createAppRouter } from './router';

/**
 * The app's router. The first page renders as a transition, in slices between which the browser stays
 * responsive while the app starts (a visitor typing into the sign-in form, the page's blocking time);
 * every later navigation renders in one go once its data is in (its loader waits for it), which shows it
 * sooner than slices would, with no half-done frames painted between them.
 */
export function AppRouter({ router }: { router: ReturnType<typeof createAppRouter> }) {
  const started = useSyncExternalStore(subscribeFirstPageShown, isFirstPageShown);
  return <RouterProvider router={router} useTransitions={started ? false : undefined} />;
}
