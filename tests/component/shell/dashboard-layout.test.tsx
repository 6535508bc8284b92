import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppRoutes } from '@/app/router';
import { saveSessionTokens } from '@/lib/session/token-store';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderRoutes } from './support';

const api = setupMockApi();

afterEach(() => {
  cleanup();
  endTestSession();
});

describe('dashboard shell', { timeout: 15_000 }, () => {
  it('frames every signed-in page: top bar, side navigation and the page inside main', async () => {
    saveSessionTokens(await api.login());
    renderRoutes(createAppRoutes(), '/dashboard/todas-rotinas');

    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    expect(await within(main).findByRole('heading', { level: 1, name: 'Todas as rotinas' })).toBeInTheDocument();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Retaguarda' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByRole('button', { name: /^Notificações/ })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Menu do usuário ANA CAROLINA MENDES' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Rotinas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute('href', `#${main.id}`);
  });

  it('opens the start page at /dashboard', async () => {
    saveSessionTokens(await api.login('suporte@retaguarda.dev'));
    renderRoutes(createAppRoutes(), '/dashboard');
    const main = await screen.findByRole('main', {}, { timeout: 8000 });
    expect(await within(main).findByRole('heading', { level: 1, name: 'Início' })).toBeInTheDocument();
    expect(within(main).getByText(/^Olá, Bruno\./)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Chamados', 'Rotinas']);
  });
});
