// First: schemas read zod's jitless setting when they are built (the CSP forbids eval).
import './lib/config/zod-jitless';
import 'primereact/resources/themes/lara-light-blue/theme.css';
import 'primereact/resources/primereact.min.css';
import 'primeicons/primeicons.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { installChunkReloadListener } from './app/chunk-reload';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { loadRuntimeConfig } from './lib/config/runtime-config';
import { http, setApiBaseUrl } from './lib/http/client';
import { installSessionInterceptors } from './lib/session/session-interceptors';

/** Boot: runtime configuration → mock API (when compiled in and enabled) → API base URL → render. */
async function boot(): Promise<void> {
  installChunkReloadListener();
  const config = await loadRuntimeConfig();

  // `__MOCKS_COMPILED_IN__` is a build-time constant: production builds drop this branch and the mocks.
  if (__MOCKS_COMPILED_IN__ && config.mocks) {
    try {
      const { startMockApi } = await import('@mocks/browser');
      await startMockApi(config);
    } catch (error) {
      console.error('Não foi possível iniciar a API simulada.', error);
    }
  }

  setApiBaseUrl(config.apiBaseUrl);
  installSessionInterceptors(http);

  const container = document.getElementById('root');
  if (!container) throw new Error('Elemento #root não encontrado');
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void boot();
