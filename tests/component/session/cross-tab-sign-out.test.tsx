import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { http } from '@/lib/http/client';
import { isLiveConnectionActive } from '@/lib/live/live-socket';
import { queryClient } from '@/lib/query/query-client';
import { SESSION_CHANNEL } from '@/lib/session/session-broadcast';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { getLastSignOutReason, getSessionSnapshot, signOut } from '@/lib/session/session-store';
import { clearSessionTokens, getSessionTokens } from '@/lib/session/token-store';
import { StubSocket } from '../../unit/live/stub-socket';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, locationOf, renderApp, startSession } from './support';

/*
 * The tabs of the app share one session (its cookies): its end in one tab (Sair, the idle timeout, a
 * refused renewal) reaches the others at once, on a BroadcastChannel. Here "another tab" is a channel of
 * the same name opened by the test (a tab never hears its own messages, as in the browser).
 */

const api = setupMockApi();
let otherTab: BroadcastChannel;
let heard: unknown[];

beforeAll(() => installSessionInterceptors(http));
beforeEach(() => {
  heard = [];
  otherTab = new BroadcastChannel(SESSION_CHANNEL);
  otherTab.onmessage = (event: MessageEvent) => heard.push(event.data);
});
/** What another tab does on 'Sair' (or its idle timeout): clears the shared cookies, then says so. */
function otherTabSignsOut(reason: 'user' | 'expired'): void {
  clearSessionTokens();
  otherTab.postMessage({ type: 'signed-out', reason });
}

afterEach(async () => {
  cleanup();
  await act(async () => {}); // the socket's deferred close
  endTestSession();
  otherTab.close();
  vi.unstubAllGlobals();
});

describe('signing out reaches every tab at once', () => {
  it("a sign-out in another tab signs this one out at once and drops this tab's cached data", async () => {
    await startSession(api);
    queryClient.setQueryData(['cidades', 'lista'], { items: [{ id: 1, nome: 'Belo Horizonte' }] });

    otherTabSignsOut('user');

    await vi.waitUntil(() => getSessionSnapshot().status === 'signed-out', { timeout: 2_000, interval: 5 });
    expect(getSessionSnapshot().user).toBeNull();
    expect(getLastSignOutReason()).toBe('user');
    expect(queryClient.getQueryData(['cidades', 'lista'])).toBeUndefined();
  });

  it("another tab's sign-out takes this tab's page to sign-in and closes its live socket", async () => {
    vi.stubGlobal('WebSocket', StubSocket);
    StubSocket.reset();
    await startSession(api);
    const { router } = renderApp('/dashboard/cidades', createAppRoutes(), queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cidades' })).toBeInTheDocument();
    // The shell opens its socket after the page paints (later still on a busy machine).
    await waitFor(() => expect(isLiveConnectionActive()).toBe(true));
    expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0);

    otherTabSignsOut('user');

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/');
    await waitFor(() => expect(isLiveConnectionActive()).toBe(false));
    expect(StubSocket.last().closedByClient).toBe(true);
    expect(screen.queryByRole('heading', { level: 1, name: 'Cidades' })).not.toBeInTheDocument();
  });

  it("another tab's idle timeout shows this tab sign-in with the credentials toast and the way back", async () => {
    vi.stubGlobal('WebSocket', StubSocket);
    await startSession(api);
    const { router } = renderApp('/dashboard/cidades', createAppRoutes(), queryClient);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cidades' })).toBeInTheDocument();

    otherTabSignsOut('expired');

    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/?redirect=%2Fdashboard%2Fcidades');
    expect(await screen.findByText('Informe suas credenciais para continuar')).toBeInTheDocument();
  });

  it("'Sair' tells the other tabs with the reason only: no token, nothing of the user", async () => {
    await startSession(api);
    const tokens = getSessionTokens()!;

    signOut();

    await vi.waitUntil(() => heard.length > 0, { timeout: 2_000, interval: 5 });
    expect(heard).toEqual([{ type: 'signed-out', reason: 'user' }]);
    const said = JSON.stringify(heard);
    for (const secret of [tokens.token, tokens.refreshToken, 'admin@retaguarda.dev'])
      expect(said).not.toContain(secret);
  });

  it('ignores anything else on the channel (another shape, an unknown reason)', async () => {
    await startSession(api);
    otherTab.postMessage({ type: 'signed-out', reason: 'qualquer' });
    otherTab.postMessage({ type: 'signed-in', reason: 'user' });
    otherTab.postMessage('signed-out');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getSessionSnapshot().status).toBe('signed-in');
  });
});
