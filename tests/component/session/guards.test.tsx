import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { endSession, getSessionSnapshot, signOut } from '@/lib/session/session-store';
import { getSessionTokens, saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, locationOf, renderApp, startSession } from './support';

const api = setupMockApi();
// Lazy pages load their chunks on first use: slow on a busy machine, so wait longer than the default 1 s.
const CREDENTIALS = 'Informe suas credenciais para continuar';
const NO_ACCESS = 'Usuário sem acesso a esta rotina';

beforeAll(() => installSessionInterceptors(http));
afterEach(() => {
  cleanup();
  endTestSession();
});

async function expectPage(title: string) {
  expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
}

describe('the signed-in area without a session', () => {
  it('goes to sign-in with the original pathname and the credentials toast, once (StrictMode)', async () => {
    const { router } = renderApp('/dashboard/cidades/12/edita');
    await expectPage('Entrar');
    expect(locationOf(router)).toBe('/?redirect=%2Fdashboard%2Fcidades%2F12%2Fedita');
    expect(await screen.findByText(CREDENTIALS)).toBeInTheDocument();
    expect(screen.getAllByText(CREDENTIALS)).toHaveLength(1);
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
  });

  it('restores a session from the cookies first, then renders the page', async () => {
    saveSessionTokens(await api.login());
    expect(getSessionSnapshot().status).toBe('signed-out');
    const { router } = renderApp('/dashboard/bancos');
    await expectPage('Bancos');
    expect(locationOf(router)).toBe('/dashboard/bancos');
    expect(getSessionSnapshot().status).toBe('signed-in');
  });

  it('signs out a non-admin account found in the cookies and stays on sign-in (no loop)', async () => {
    saveSessionTokens(await api.login('cliente@retaguarda.dev'));
    const { router } = renderApp('/dashboard/chamados');
    await expectPage('Entrar');
    expect(locationOf(router)).toBe('/?redirect=%2Fdashboard%2Fchamados');
    expect(getSessionTokens()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(locationOf(router)).toBe('/?redirect=%2Fdashboard%2Fchamados');
  });
});

describe('access to routines', () => {
  it('refuses a routine without its flag: toast and back to /dashboard (restricted account)', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    const { router } = renderApp('/dashboard/bancos');
    await expectPage('Início');
    expect(locationOf(router)).toBe('/dashboard');
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
    expect(screen.getAllByText(NO_ACCESS)).toHaveLength(1);
  });

  it('allows what the flags grant and refuses the rest, on client navigation too', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    const { router } = renderApp('/dashboard/cidades');
    await expectPage('Cidades');

    await act(() => router.navigate('/dashboard/cidades/3/consulta'));
    await expectPage('Consultar cidade');

    await act(() => router.navigate('/dashboard/cidades/novo'));
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard'));
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();

    for (const [path, title] of [
      ['/dashboard/chamados', 'Chamados'],
      ['/dashboard/todas-rotinas', 'Todas as rotinas'],
      ['/dashboard/perfil', 'Meu perfil'],
    ]) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(locationOf(router)).toBe(path));
      await expectPage(title);
    }
  });

  it('opens the configuration pages with the view or the config flag', async () => {
    await startSession(api);
    const { router } = renderApp('/dashboard/filiais/3/configuracoes');
    await expectPage('Configurações da filial');
    expect(locationOf(router)).toBe('/dashboard/filiais/3/configuracoes');
  });
});

describe('sign-in route while signed in', () => {
  it.each([
    ['/', '/dashboard/chamados'],
    ['/?redirect=%2Fdashboard%2Fcidades', '/dashboard/cidades'],
    ['/?redirect=https%3A%2F%2Fevil.example', '/dashboard/chamados'],
  ])('%s goes on to %s', async (path, target) => {
    await startSession(api);
    const { router } = renderApp(path);
    await waitFor(() => expect(locationOf(router)).toBe(target));
  });
});

describe('a session that ends while the signed-in area is on screen', () => {
  it('after Sair: to sign-in, without a toast', async () => {
    await startSession(api);
    const { router } = renderApp('/dashboard/cidades');
    await expectPage('Cidades');
    act(() => signOut());
    await expectPage('Entrar');
    expect(locationOf(router)).toBe('/');
    expect(screen.queryByText(CREDENTIALS)).not.toBeInTheDocument();
  });

  it('when the session expires: to sign-in with the way back and the credentials toast', async () => {
    await startSession(api);
    const { router } = renderApp('/dashboard/paises');
    await expectPage('Países');
    act(() => endSession('expired'));
    await expectPage('Entrar');
    expect(locationOf(router)).toBe('/?redirect=%2Fdashboard%2Fpaises');
    expect(await screen.findByText(CREDENTIALS)).toBeInTheDocument();
    expect(screen.getAllByText(CREDENTIALS)).toHaveLength(1);
  });
});
