import '../jsdom-layout';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll } from 'vitest';
import type { InstanciaNuvem, PermissaoInput, Servidor } from '@generated/api/model';
import { ServidoresListPage } from '@generated/pages/servidores/list-page';
import { ServidoresViewPage } from '@generated/pages/servidores/view-page';
import { qaSettings } from '@mocks/kit/qa';
import { http } from '@/lib/http/client';
import { createQueryClient } from '@/lib/query/query-client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { API, setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderApp, startSession } from '../session/support';

/** The mock API's clock runs with the real one, `ahead` ms ahead (to finish a start command at once). */
export const clock = { ahead: 0 };

/**
 * The mock API (its clock: {@link clock}), the session interceptors, a signed-in user (see signIn) and
 * the status-servidor calls the page makes. Forced failures, the clock and the touched instances are
 * put back after each test.
 */
export function setupCloudStatus() {
  const api = setupMockApi({ now: () => new Date(Date.now() + clock.ahead) });
  const statusCalls: string[] = [];
  const saved = new Map<string, InstanciaNuvem>();
  beforeAll(() => {
    installSessionInterceptors(http);
    api.server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/status-servidor/') && !API.startsWith(url.origin))
        statusCalls.push(url.pathname);
    });
  });
  afterEach(() => {
    cleanup();
    endTestSession();
    qaSettings.failures.splice(0);
    clock.ahead = 0;
    statusCalls.length = 0;
    for (const [id, instance] of saved) api.ctx.db.instancias[id] = { ...instance };
  });

  async function signIn(email = 'admin@retaguarda.dev'): Promise<void> {
    await startSession(api, email);
  }

  /** Gives the support profile (suporte@, permission 2) these action codes, then signs in as it. */
  async function signInAsSupportWith(codes: string[]): Promise<void> {
    const token = (await api.login()).token;
    const current = (await (await api.call(token, '/v1/permissoes/2')).json()) as {
      descricao: string;
      admin: boolean;
    };
    const response = await api.call<PermissaoInput>(token, '/v1/permissoes/2', {
      method: 'PUT',
      json: { descricao: current.descricao, admin: current.admin, acoes: ['CON_PAIS', 'CON_CID', ...codes] },
    });
    if (!response.ok) throw new Error(`grant failed: ${response.status}`);
    await signIn('suporte@retaguarda.dev');
  }

  /** A seeded server whose cloud instance is in this situation (it is put back after the test). */
  function serverIn(state: InstanciaNuvem['state'], status: string): Servidor {
    const entry = Object.entries(api.ctx.db.instancias).find(
      ([, instance]) => instance.state === state && instance.status === status,
    );
    if (!entry) throw new Error(`no seeded instance ${state}/${status}`);
    saved.set(entry[0], { ...entry[1] });
    const server = api.ctx.db.resources.servidores.all().find((candidate) => candidate.magaluId === entry[0]);
    if (!server) throw new Error(`no server on ${entry[0]}`);
    return server;
  }

  /** A seeded server without a cloud instance. */
  function serverWithoutInstance(): Servidor {
    const server = api.ctx.db.resources.servidores
      .all()
      .find((candidate) => !candidate.magaluId && candidate.ativo);
    if (!server) throw new Error('no server without magaluId');
    return server;
  }

  return { api, signIn, signInAsSupportWith, serverIn, serverWithoutInstance, statusCalls };
}

/** The servers' list (filtered by `busca`) and view pages, as generated, with the app's query client. */
export function renderServers(path: string, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const user = userEvent.setup(userOptions);
  const view = renderApp(
    path,
    [
      { path: '/dashboard/servidores', element: <ServidoresListPage /> },
      { path: '/dashboard/servidores/:serverId/consulta', element: <ServidoresViewPage /> },
    ],
    createQueryClient(),
  );
  return { user, ...view };
}

/** Opens the status dialog from the list row of `server`. */
export async function openFromRow(server: Servidor, userOptions: Parameters<typeof userEvent.setup>[0] = {}) {
  const rendered = renderServers(
    `/dashboard/servidores?busca=${encodeURIComponent(server.nome)}`,
    userOptions,
  );
  await rendered.user.click(
    await screen.findByRole('button', { name: `Mais ações ${server.nome}` }, { timeout: 10_000 }),
  );
  await rendered.user.click(screen.getByRole('menuitem', { name: `Situação da instância ${server.nome}` }));
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Situação da instância' }) };
}

/** Opens the status dialog from the view page of `server`. */
export async function openFromView(server: Servidor) {
  const rendered = renderServers(`/dashboard/servidores/${server.id}/consulta`);
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Situação da instância' }, { timeout: 10_000 }),
  );
  return { ...rendered, dialog: await screen.findByRole('dialog', { name: 'Situação da instância' }) };
}
