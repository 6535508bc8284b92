import { act, renderHook } from '@testing-library/react';
import { http as msw, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { getErrorMessage } from '@/lib/http/error-message';
import { usePermissions } from '@/lib/permissions/use-permissions';
import { queryClient } from '@/lib/query/query-client';
import { SessionError, sessionMessages } from '@/lib/session/session-error';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import {
  getLastSignOutReason,
  getSessionSnapshot,
  restoreSession,
  signIn,
  signOut,
  updateSessionUser,
  useCurrentUser,
  useSession,
} from '@/lib/session/session-store';
import { getSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession } from './support';

const api = setupMockApi();
const PASSWORD = 'retaguarda123';

function countRequests(path: string) {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) count++;
  };
  api.server.events.on('request:start', listener);
  return { get: () => count, stop: () => api.server.events.removeListener('request:start', listener) };
}

beforeAll(() => installSessionInterceptors(http));
afterEach(() => endTestSession());

describe('sign-in', () => {
  it('opens the session of a staff user: tokens in cookies, profile and action codes in the store', async () => {
    await signIn('admin@retaguarda.dev', PASSWORD);
    const session = getSessionSnapshot();
    expect(session.status).toBe('signed-in');
    expect(session.user).toEqual({
      id: 1,
      nome: 'ANA CAROLINA MENDES',
      email: 'admin@retaguarda.dev',
      avatarUrl: null,
      admin: true,
    });
    expect(session.actions.has('CON_BANCO')).toBe(true);
    expect(getSessionTokens()).not.toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('rejects wrong credentials with the API message and stays signed out', async () => {
    const failure = await signIn('admin@retaguarda.dev', 'errada').catch((error: unknown) => error);
    expect(getErrorMessage(failure)).toBe('E-mail ou senha inválidos');
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(getSessionTokens()).toBeNull();
  });

  it('signs a user without the admin flag out at once, with a text for the form', async () => {
    const failure = await signIn('cliente@retaguarda.dev', PASSWORD).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SessionError);
    expect((failure as Error).message).toBe(sessionMessages.notStaff);
    expect(getSessionSnapshot()).toMatchObject({ status: 'signed-out', user: null });
    expect(getSessionTokens()).toBeNull();
    expect(getLastSignOutReason()).toBe('denied');
  });

  it('signs out when the profile cannot be read after login', async () => {
    api.server.use(
      msw.get('*/dev/api/v1/eu/perfil', () => HttpResponse.json({ erro: 'Falhou' }, { status: 500 })),
    );
    await expect(signIn('admin@retaguarda.dev', PASSWORD)).rejects.toThrow(
      sessionMessages.profileUnavailable,
    );
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(getSessionTokens()).toBeNull();
  });
});

describe('restoring a session from the cookies', () => {
  it('is false without tokens, and one shared restore for concurrent callers', async () => {
    expect(await restoreSession()).toBe(false);
    saveSessionTokens(await api.login());
    const profileCalls = countRequests('/v1/eu/perfil');
    const results = await Promise.all([restoreSession(), restoreSession(), restoreSession()]);
    profileCalls.stop();
    expect(results).toEqual([true, true, true]);
    expect(profileCalls.get()).toBe(1);
    expect(getSessionSnapshot().user?.email).toBe('admin@retaguarda.dev');
    expect(await restoreSession()).toBe(true);
  });

  it('signs out a non-admin user found in the cookies, and one the API refuses (403)', async () => {
    saveSessionTokens(await api.login('cliente@retaguarda.dev'));
    expect(await restoreSession()).toBe(false);
    expect(getSessionTokens()).toBeNull();

    saveSessionTokens(await api.login());
    api.server.use(
      msw.get('*/dev/api/v1/eu/permissoes', () => HttpResponse.json({ erro: 'Proibido' }, { status: 403 })),
    );
    expect(await restoreSession()).toBe(false);
    expect(getSessionTokens()).toBeNull();
    expect(getSessionSnapshot().status).toBe('signed-out');
  });

  it('keeps the session when the API fails for a while (5xx, 429, no answer): rejects with a retry message, tokens kept', async () => {
    const tokens = await api.login();
    for (const failure of [
      () => HttpResponse.json({ erro: 'Falhou' }, { status: 500 }),
      () => HttpResponse.json({ erro: 'Devagar' }, { status: 429 }),
      () => HttpResponse.error(),
    ]) {
      saveSessionTokens(tokens);
      api.server.use(msw.get('*/dev/api/v1/eu/permissoes', failure, { once: true }));
      await expect(restoreSession()).rejects.toThrow(
        'Não foi possível falar com o servidor agora. A sua sessão continua aberta: tente de novo.',
      );
      expect(getSessionTokens()).toEqual({ token: tokens.token, refreshToken: tokens.refreshToken });
      expect(getSessionSnapshot().status).toBe('signed-out');
    }
    // Once the API answers again, the same cookies restore the session.
    expect(await restoreSession()).toBe(true);
  });
});

describe('session hooks', () => {
  it('useSession, useCurrentUser and usePermissions follow the store; updateSessionUser shows a new name at once', async () => {
    await signIn('suporte@retaguarda.dev', PASSWORD);
    const { result } = renderHook(() => ({
      session: useSession(),
      user: useCurrentUser(),
      flags: usePermissions(),
    }));
    expect(result.current.user.nome).toBe('BRUNO HENRIQUE SOUZA');
    expect(result.current.flags.canViewCities).toBe(true);
    expect(result.current.flags.canViewBank).toBe(false);

    act(() => updateSessionUser({ nome: 'BRUNO SOUZA', avatarUrl: '/dev/api/v1/arquivos/9' }));
    expect(result.current.user).toMatchObject({ nome: 'BRUNO SOUZA', avatarUrl: '/dev/api/v1/arquivos/9' });
    expect(result.current.session.actions.has('CON_CID')).toBe(true);
  });

  it('signOut clears tokens, cached queries and the store', async () => {
    await signIn('admin@retaguarda.dev', PASSWORD);
    queryClient.setQueryData(['algo'], 1);
    const { result } = renderHook(() => usePermissions());
    expect(result.current.canViewBank).toBe(true);
    act(() => signOut());
    expect(getSessionSnapshot()).toMatchObject({ status: 'signed-out', user: null });
    expect(getLastSignOutReason()).toBe('user');
    expect(getSessionTokens()).toBeNull();
    expect(queryClient.getQueryData(['algo'])).toBeUndefined();
    expect(result.current.canViewBank).toBe(false);
  });
});
