import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_FLAG } from '@/app/chunk-reload';
import { reloadPage } from '@/app/reload-page';
import { setupMockApi } from '../unit/mocks/support';
import { endTestSession, renderApp, startSession } from './session/support';

vi.mock('@/app/reload-page', () => ({ reloadPage: vi.fn() }));

// The lazy page chunk cannot be fetched (e.g. removed by a new deploy).
vi.mock('@generated/pages/bancos/list-page', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/list-page-abc123.js');
});

const api = setupMockApi();

// The /dashboard tree needs a session: sign in first (the guards are covered in tests/component/session).
beforeEach(async () => {
  await startSession(api);
});

afterEach(() => {
  endTestSession();
  sessionStorage.clear();
});

describe('failed dynamic module load', () => {
  it('reloads the page once, then shows the error page without reloading again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const first = renderApp('/dashboard/bancos');
    expect(await screen.findByRole('heading', { name: 'Erro inesperado' })).toBeInTheDocument();
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).not.toBeNull();
    first.unmount();

    // After the reload the chunk still fails: no second reload (no loop).
    renderApp('/dashboard/bancos');
    expect(await screen.findByRole('heading', { name: 'Erro inesperado' })).toBeInTheDocument();
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('clears the flag once a route renders', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_FLAG, '1');
    renderApp('/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    // The root layout clears it in an effect, which may run just after the page is on screen.
    await waitFor(() => expect(sessionStorage.getItem(CHUNK_RELOAD_FLAG)).toBeNull());
  });
});
