import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../unit/mocks/support';
import { endTestSession, renderApp, startSession } from './session/support';
import { reloadPage } from '@/app/reload-page';

vi.mock('@/app/reload-page', () => ({ reloadPage: vi.fn() }));

// The city list page throws while rendering: the root error boundary must take over.
vi.mock('@generated/pages/cidades/list-page', () => ({
  CidadesListPage: () => {
    throw new Error('A consulta de cidades falhou');
  },
  // The list's request its route starts ahead of the page: none here.
  prefetchList: () => undefined,
}));

const api = setupMockApi();

// The /dashboard tree needs a session: sign in first (the guards are covered in tests/component/session).
beforeEach(async () => {
  await startSession(api);
});

afterEach(() => {
  endTestSession();
  vi.mocked(reloadPage).mockClear();
  sessionStorage.clear();
});

describe('route error page', () => {
  it("shows 'Erro inesperado' with the error's message, and the button reloads the page", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/dashboard/cidades');

    expect(await screen.findByRole('heading', { name: 'Erro inesperado' })).toBeInTheDocument();
    expect(screen.getByText('A consulta de cidades falhou')).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
