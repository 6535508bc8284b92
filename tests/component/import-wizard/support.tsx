import { cleanup, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '@mocks/db/seed/accounts';
import { useImportOutcomes } from '@/lib/imports/import-outcomes';
import { clearImports } from '@/lib/imports/pending-imports';
import { http } from '@/lib/http/client';
import { useLiveConnection } from '@/lib/live/live-socket';
import { createQueryClient } from '@/lib/query/query-client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { API, setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderApp, startSession } from '../session/support';

export const ADMIN = DEMO_ACCOUNTS.admin.id;
const FIXTURES = join(__dirname, '../../fixtures');

/** A fixture file as a (Node) File: import '../profile/node-file-globals' first in the test file. */
export function fixtureFile(fixture: string, name = fixture): File {
  return new File([readFileSync(join(FIXTURES, fixture))], name);
}

/** One import call the page made: its path and multipart fields. */
export interface UploadCall {
  path: string;
  idEvento: string;
  fileName: string;
}

/**
 * The mock API with its live socket, the session interceptors and uploads as in a browser (axios' fetch
 * adapter), a signed-in admin (signIn), and the import calls the page made (`uploads`). Imports still
 * pending and the session are dropped after each test.
 */
export function setupImportTests() {
  const api = setupMockApi();
  const uploads: UploadCall[] = [];
  const { adapter, baseURL } = http.defaults;
  beforeAll(() => {
    installSessionInterceptors(http);
    http.defaults.adapter = 'fetch';
    http.defaults.baseURL = new URL(baseURL ?? '/dev/api', window.location.origin).href;
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (request.method !== 'POST' || !url.pathname.includes('/importa-') || API.startsWith(url.origin))
        return;
      void request
        .clone()
        .formData()
        .then((form) => {
          const file = form.get('file');
          uploads.push({
            path: url.pathname,
            idEvento: String(form.get('idEvento')),
            fileName: file instanceof Blob ? (file as File).name : '',
          });
        })
        // A handler that answers without reading the body (a forced 400) closes the stream first.
        .catch(() => uploads.push({ path: url.pathname, idEvento: '', fileName: '' }));
    });
  });
  afterAll(() => {
    http.defaults.adapter = adapter;
    http.defaults.baseURL = baseURL;
  });
  beforeEach(() => {
    uploads.length = 0;
    // jsdom has no object URLs (the template download).
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      writable: true,
      value: vi.fn(() => 'blob:test'),
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  });
  afterEach(() => {
    cleanup();
    clearImports();
    endTestSession();
    vi.restoreAllMocks();
  });

  return {
    api,
    uploads,
    signIn: (email = DEMO_ACCOUNTS.admin.email) => startSession(api, email),
    /** Waits until the page's live socket is connected to the mock API. */
    socketReady: () => waitFor(() => expect(api.ctx.live.connectionsOf(ADMIN)).toBeGreaterThan(0)),
  };
}

/** What the shell does: the session's live socket around the page, and the listener of import outcomes. */
function WithLiveSocket({ children }: { children: ReactNode }) {
  useImportOutcomes();
  useLiveConnection(ADMIN);
  return children;
}

/** `page` at `path` with the live socket, the app's providers and query client (StrictMode, memory router). */
export function renderPage(path: string, routePath: string, page: ReactNode) {
  return renderApp(
    path,
    [{ path: routePath, element: <WithLiveSocket>{page}</WithLiveSocket> }],
    createQueryClient(),
  );
}

export function findImportDrawer(name: string) {
  return screen.findByRole('dialog', { name });
}
