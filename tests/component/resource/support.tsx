import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { TestProviders } from '../providers';
import { http } from '@/lib/http/client';
import { createQueryClient } from '@/lib/query/query-client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, startSession } from '../session/support';

/** The mock API, the session interceptors, and a signed-in admin (see `signIn`), signed out after each test. */
export function setupResourceKit() {
  const api = setupMockApi();
  beforeAll(() => installSessionInterceptors(http));
  afterEach(() => {
    cleanup();
    endTestSession();
  });

  /** Signs in (session store + cookies) and returns a token for reading the API back. */
  async function signIn(email = 'admin@retaguarda.dev'): Promise<string> {
    await startSession(api, email);
    return (await api.login(email)).token;
  }

  /** GET {route}/busca-status-cadastro/{id} as the API has it now. */
  async function apiStatus(token: string, recurso: string, id: number) {
    const response = await api.call(token, `/v1/${recurso}/busca-status-cadastro/${id}`);
    return (await response.json()) as {
      ativo: boolean;
      historico: Array<{ ativo: boolean; motivo: string }>;
    };
  }

  return { api, signIn, apiStatus };
}

/** `children` inside the app's providers, with a fresh query client of the app's configuration. */
export function renderWithProviders(children: ReactNode) {
  const queryClient = createQueryClient();
  return { ...render(<TestProviders queryClient={queryClient}>{children}</TestProviders>), queryClient };
}
