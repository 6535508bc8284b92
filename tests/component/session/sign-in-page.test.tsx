import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as msw, delay, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/client';
import { sessionMessages } from '@/lib/session/session-error';
import { installSessionInterceptors } from '@/lib/session/session-interceptors';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { getSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, locationOf, renderApp } from './support';

const api = setupMockApi();
// Lazy pages load their chunks on first use: slow on a busy machine, so wait longer than the default 1 s.
const PAGE_LOAD = { timeout: 10_000 };

beforeAll(() => installSessionInterceptors(http));
afterEach(() => {
  cleanup();
  endTestSession();
});

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email: string, senha: string) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Senha'), senha);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in page', () => {
  it('has labelled fields and validates them before calling the API', async () => {
    const user = userEvent.setup();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('Campo obrigatório');

    await user.type(screen.getByLabelText('E-mail'), 'admin@');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail inválido')).toBeInTheDocument();
    expect(getSessionSnapshot().status).toBe('signed-out');
  });

  it('signs in and goes to the tickets list without a redirect', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await fillAndSubmit(user, 'admin@retaguarda.dev', 'retaguarda123');
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/chamados'), PAGE_LOAD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chamados' })).toBeInTheDocument();
    expect(getSessionTokens()).not.toBeNull();
  });

  it('goes to the redirect target after sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/?redirect=%2Fdashboard%2Fcidades%2F5%2Fconsulta');
    await fillAndSubmit(user, 'suporte@retaguarda.dev', 'retaguarda123');
    await waitFor(() => expect(locationOf(router)).toBe('/dashboard/cidades/5/consulta'), PAGE_LOAD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultar cidade' })).toBeInTheDocument();
  });

  it("shows the API's message for wrong credentials and keeps the e-mail", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await fillAndSubmit(user, 'admin@retaguarda.dev', 'senha-errada');
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
    expect(screen.getByLabelText('E-mail')).toHaveValue('admin@retaguarda.dev');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
    expect(locationOf(router)).toBe('/');
  });

  it('refuses a user without the admin flag: message shown, signed out, still on sign-in', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await fillAndSubmit(user, 'cliente@retaguarda.dev', 'retaguarda123');
    expect(await screen.findByRole('alert')).toHaveTextContent(sessionMessages.notStaff);
    expect(getSessionTokens()).toBeNull();
    expect(getSessionSnapshot().status).toBe('signed-out');
    expect(locationOf(router)).toBe('/');
  });

  it('disables the button while signing in: one login call however often it is submitted', async () => {
    let logins = 0;
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/v1/authorization/login')) logins++;
    });
    api.server.use(
      msw.post('*/dev/api/v1/authorization/login', async () => {
        await delay(150);
        return HttpResponse.json({ erro: 'E-mail ou senha inválidos' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/');
    await fillAndSubmit(user, 'admin@retaguarda.dev', 'qualquer');
    const button = screen.getByRole('button', { name: /Entrando/ });
    expect(button).toBeDisabled();
    // Even a submit that gets through (Enter, a script) while the first is out is ignored.
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos');
    expect(logins).toBe(1);
    api.server.events.removeAllListeners('request:start');
  });
});
