import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { pageTitles, uiText } from '@/lib/messages';
import { reloadOnceForChunkError } from '../chunk-reload';
import { reloadPage } from '../reload-page';

/** A message worth showing under the title, when the error carries one. */
function describeError(error: unknown): string | null {
  if (isRouteErrorResponse(error)) {
    return typeof error.data === 'string' && error.data
      ? error.data
      : `${error.status} ${error.statusText}`.trim();
  }
  if (error instanceof Error) return error.message || null;
  if (typeof error === 'string') return error || null;
  return null;
}

/**
 * Error boundary of the root route: 'Erro inesperado' and a reload button. Kept out of the lazy
 * chunks on purpose: it must render when a chunk fails to load, which first triggers one automatic reload.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = describeError(error);

  useEffect(() => {
    reloadOnceForChunkError(error);
  }, [error]);

  return (
    <main className="app-status-page" role="alert">
      <i className="pi pi-exclamation-triangle" style={{ fontSize: '2.5rem' }} aria-hidden="true" />
      <h1 className="app-page-title">{pageTitles.unexpectedError}</h1>
      {detail && <p>{detail}</p>}
      <button type="button" className="p-button p-component" onClick={() => reloadPage()}>
        <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
        <span className="p-button-label">{uiText.reload}</span>
      </button>
    </main>
  );
}
