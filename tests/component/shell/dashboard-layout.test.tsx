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
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Todas as rotinas' }),
    ).toBeInTheDocument();

    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Retaguarda' })).toHaveAttribute('href', '/dashboard');
    expect(within(banner).getByRole('button', { name: /^Notificações/ })).toBeInTheDocument();
    expect(
      within(banner).getByRole('button', { name: 'Menu do usuário ANA CAROLINA MENDES' }),
    ).toBeInTheDocument();

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
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Chamados', 'Rotinas']);
  });

  it('shows no breadcrumb trail on the start page, and Início › Rotinas › Cidades › Consultar on a city, each step a link back', async () => {
    saveSessionTokens(await api.login());
    const { unmount } = renderRoutes(createAppRoutes(), '/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Início' }, { timeout: 8000 });
    expect(screen.queryByRole('navigation', { name: 'Trilha de navegação' })).not.toBeInTheDocument();
    unmount();

    sessionStorage.setItem('retaguarda:lista:/dashboard/cidades', '?pagina=2');
    renderRoutes(createAppRoutes(), '/dashboard/cidades/1/consulta');
    const trail = await screen.findByRole('navigation', { name: 'Trilha de navegação' }, { timeout: 8000 });
    const steps = within(trail)
      .getAllByRole('listitem')
      .map((item) => item.textContent?.replace('›', '').trim());
    expect(steps).toEqual(['Início', 'Rotinas', 'Cidades', 'Consultar']);
    expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/dashboard');
    expect(within(trail).getByRole('link', { name: 'Rotinas' })).toHaveAttribute(
      'href',
      '/dashboard/todas-rotinas',
    );
    // The list opens as the user left it.
    expect(within(trail).getByRole('link', { name: 'Cidades' })).toHaveAttribute(
      'href',
      '/dashboard/cidades?pagina=2',
    );
    expect(within(trail).getByText('Consultar')).toHaveAttribute('aria-current', 'page');
    sessionStorage.clear();
  });
});
