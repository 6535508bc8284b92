import { act, cleanup, screen, within } from '@testing-library/react';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PerfilSessao } from '@generated/api/model';
import { createAppRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query/query-client';
import { getSessionSnapshot } from '@/lib/session/session-store';
import { toast } from '@/lib/toast/toast';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderApp, startSession } from '../session/support';

/**
 * A broken decorative picture (the signed-in user's avatar in the top bar) in the whole app, with the
 * app's own query client: the one whose failed queries become red toasts and are asked again once.
 */
const api = setupMockApi();

const USER = 'ANA CAROLINA MENDES';

const listeners: Array<() => void> = [];

afterEach(() => {
  cleanup();
  endTestSession();
  vi.restoreAllMocks();
  for (const stop of listeners.splice(0)) stop();
});

function demoAdmin() {
  return api.ctx.db.resources.usuarios.find((user) => user.email === 'admin@retaguarda.dev')!;
}

/** Gives the demo's admin the avatar `address` (one the contract allows) before the session starts. */
function giveAvatar(address: string) {
  api.ctx.db.resources.usuarios.update(demoAdmin().id, { avatarUrl: address }, null);
}

/**
 * A backend that answers the session's profile with an avatar address outside the contract (the mock
 * refuses to send one itself): the app must still cope.
 */
function answerOffContractAvatar(address: string) {
  const { id, nome, email } = demoAdmin();
  const perfil = { usuario: { id, nome, email, avatarUrl: address, ativo: true, admin: true } };
  api.server.use(http.get('*/dev/api/v1/eu/perfil', () => HttpResponse.json(perfil satisfies PerfilSessao)));
}

/** The address of every request that leaves (to the mock API or elsewhere) whose path holds `part`. */
function countRequests(part: string) {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.includes(part)) seen.push(request.url);
  };
  api.server.events.on('request:start', listener);
  listeners.push(() => api.server.events.removeListener('request:start', listener));
  return seen;
}

/** Waits (real time) until `check` holds. */
async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  for (let waited = 0; waited < ms; waited += 10) {
    if (check()) return;
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  throw new Error(`never happened: ${what}`);
}

/** A moment for whatever would follow a failure (a toast, a retry) to happen. */
function settle(ms = 300) {
  return act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}

async function topBarAvatar() {
  const banner = await screen.findByRole('banner', {}, { timeout: 8000 });
  const button = await within(banner).findByRole(
    'button',
    { name: `Menu do usuário ${USER}` },
    { timeout: 8000 },
  );
  return within(button).getByRole('img', { name: USER });
}

function expectNoErrorToast(errorToast: ReturnType<typeof vi.spyOn>) {
  expect(errorToast).not.toHaveBeenCalled();
  expect(screen.queryByText(/Ops, alguma coisa deu errado|Arquivo não encontrado/)).toBeNull();
  expect(document.querySelector('.p-toast-message')).toBeNull();
}

describe('a decorative picture that fails to load', { timeout: 20_000 }, () => {
  it.each([
    // A 404 will not change at that path: asked once. A 5xx may pass: asked once more, then left.
    { answer: '404', status: 404, calls: 1 },
    { answer: '500', status: 500, calls: 2 },
  ])(
    'answered $answer: the initials, no error toast, asked $calls time(s), and not again when the window regains focus',
    async ({ status, calls }) => {
      api.server.use(
        http.get('*/dev/api/v1/arquivos/quebrado', () =>
          HttpResponse.json({ errors: [], erro: 'Arquivo não encontrado' }, { status }),
        ),
      );
      giveAvatar('/v1/arquivos/quebrado');
      const requests = countRequests('/v1/arquivos/');
      const errorToast = vi.spyOn(toast, 'error');
      await startSession(api);
      renderApp('/dashboard', createAppRoutes(), createQueryClient());

      const avatar = await topBarAvatar();
      await until(() => requests.length === calls, `${calls} request(s)`);
      // Past React Query's retry delay (1 s): a retry it should not make, and the toast after it, are in.
      await settle(1500);
      expect(requests).toHaveLength(calls);
      expect(avatar).toHaveTextContent('AM');
      expect(avatar.querySelector('img')).toBeNull();
      expectNoErrorToast(errorToast);

      // The window's focus coming back asks nothing again (a broken picture is not retried forever).
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      await settle(100);
      expect(requests).toHaveLength(calls);
      expect(getSessionSnapshot().status).toBe('signed-in');
    },
  );

  it('without an answer (network error): the initials, no toast; the connection coming back asks again', async () => {
    api.server.use(http.get('*/dev/api/v1/arquivos/quebrado', () => HttpResponse.error()));
    giveAvatar('/v1/arquivos/quebrado');
    const requests = countRequests('/v1/arquivos/');
    const errorToast = vi.spyOn(toast, 'error');
    await startSession(api);
    renderApp('/dashboard', createAppRoutes(), createQueryClient());

    const avatar = await topBarAvatar();
    await until(() => requests.length === 2, 'the request and its one retry');
    await settle();
    expect(avatar).toHaveTextContent('AM');
    expectNoErrorToast(errorToast);

    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await until(() => requests.length >= 3, 'asked again when back online');
  });

  it('refused with 401 even after the renewal: the session stays, without a toast', async () => {
    api.server.use(
      http.get('*/dev/api/v1/arquivos/quebrado', () =>
        HttpResponse.json({ errors: [], erro: 'Token inválido' }, { status: 401 }),
      ),
    );
    giveAvatar('/v1/arquivos/quebrado');
    const requests = countRequests('/v1/arquivos/');
    const renewals = countRequests('/v1/authorization/refresh');
    const errorToast = vi.spyOn(toast, 'error');
    await startSession(api);
    renderApp('/dashboard', createAppRoutes(), createQueryClient());

    const avatar = await topBarAvatar();
    await until(() => requests.length === 2, 'the request and its replay with the renewed token');
    await settle();
    expect(renewals).toHaveLength(1);
    expect(getSessionSnapshot().status).toBe('signed-in');
    expect(avatar).toHaveTextContent('AM');
    expect(screen.getByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expectNoErrorToast(errorToast);
  });

  it.each([
    { address: 'avatar.png', sent: /avatar\.png/, offContract: true },
    { address: 'v1/arquivos/1', sent: /arquivos/, offContract: true },
    { address: '//evil.example/x', sent: /evil\.example/, offContract: true },
    // Allowed by the pattern, refused by the description: it leaves the API's base once resolved.
    { address: '/v1/../../x', sent: /\/x$/, offContract: false },
  ])(
    'an address the app cannot fetch ($address): the initials at once, and no request',
    async ({ address, sent, offContract }) => {
      if (offContract) answerOffContractAvatar(address);
      else giveAvatar(address);
      const requests = countRequests('');
      const errorToast = vi.spyOn(toast, 'error');
      await startSession(api);
      renderApp('/dashboard', createAppRoutes(), createQueryClient());

      const avatar = await topBarAvatar();
      await settle();
      expect(avatar).toHaveTextContent('AM');
      expect(avatar.querySelector('img')).toBeNull();
      expect(requests.filter((url) => sent.test(url))).toEqual([]);
      expectNoErrorToast(errorToast);
    },
  );
});
