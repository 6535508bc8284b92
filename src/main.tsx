// First: schemas read zod's jitless setting when they are built (the CSP forbids eval).
import './lib/config/zod-jitless';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import './app/icons/primeicons.css';
import './app/app.css';
import './app/theme-dark.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installChunkReloadListener } from './app/chunk-reload';
import { AppRouter } from './app/app-router';
import { refuseToStartWithoutConfig } from './app/config-refusal';
import { AppProviders } from './app/providers';
import { appRoutesAt, createAppRouter, prefetchRouteModules } from './app/router';
import { dismissBootShell, dismissBootShellWhenPageShows } from './lib/boot/boot-shell';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { preloadSessionFlows } from './lib/session/ensure-session';
import { themeStore } from './lib/theme/theme-store';

// The build's first script set the theme before the first paint; from here on the store follows the
// system setting and the avatar menu's choice (the dev server has no such script: this sets it first).
themeStore();

/**
 * Boot: config.json is asked for and the page renders; the HTTP client (not part of the entry: it loads
 * with the session flows, src/lib/session/session-client.ts) waits for config.json before its first call.
 * With the mock API compiled in, the configuration says whether to start it, before the first render;
 * without it (production), a missing or invalid config.json replaces the app with a page saying so.
 */
async function boot(): Promise<void> {
  installChunkReloadListener();
  const configLoaded = loadRuntimeConfig();
  // The code of the page asked for, and of the session restore when there is a session, loads while
  // config.json does (requested first, it is on its way); the router would ask for it only after.
  preloadSessionFlows();
  prefetchRouteModules(appRoutesAt(window.location.pathname), window.location.pathname);

  // `__MOCKS_COMPILED_IN__` is a build-time constant: production builds drop this branch and the mocks.
  const config = __MOCKS_COMPILED_IN__ ? await configLoaded : null;
  if (config?.mocks) {
    try {
      const { startMockApi } = await import('@mocks/browser');
      await startMockApi(config);
    } catch (error) {
      console.error('Não foi possível iniciar a API simulada.', error);
    }
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root não encontrado');
  dismissBootShellWhenPageShows(container);
  const root = createRoot(container);
  // A build without the mock API refuses to start without a valid config.json: a page says why instead.
  if (!__MOCKS_COMPILED_IN__) refuseToStartWithoutConfig(configLoaded, root, container);
  root.render(
    <StrictMode>
      <AppProviders>
        <AppRouter router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

boot().catch((error: unknown) => {
  // The picture of the page would otherwise stay over an app that did not start.
  dismissBootShell();
  throw error;
});
