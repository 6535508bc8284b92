import { useEffect } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { markFirstPageShown } from './first-page-shown';
import { clearChunkReloadFlag } from './chunk-reload';

/** Root route element: a progress bar while the next route (or its chunk) loads, then the route. */
export function RootLayout() {
  const navigation = useNavigation();

  // Rendering a route means its chunks loaded: a later failed chunk may reload the page again. The first
  // page is on screen: later navigations render in one go (AppRouter).
  useEffect(() => {
    clearChunkReloadFlag();
    markFirstPageShown();
  }, []);

  return (
    <>
      {navigation.state === 'loading' && <div className="app-route-progress" aria-hidden="true" />}
      <Outlet />
    </>
  );
}
