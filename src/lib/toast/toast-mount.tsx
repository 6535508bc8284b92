import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import { isToastHostWanted, subscribeToastHostWanted } from './toast';

// PrimeReact's Toast (with react-transition-group, the ripple and its icons) is not needed to paint a
// page: it loads with the first toast, which waits in toast.ts's queue until the host connects. This
// host sits outside the router's error boundary: a chunk that fails to load costs the toasts, not the app.
const ToastHost = lazy<ComponentType>(() =>
  import('./toast-host')
    .then((module) => ({ default: module.ToastHost }))
    .catch(() => ({ default: () => null })),
);

/** The app's one toast host (mounted by the providers), rendered once the first toast is raised. */
export function LazyToastHost() {
  const wanted = useSyncExternalStore(subscribeToastHostWanted, isToastHostWanted, isToastHostWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
