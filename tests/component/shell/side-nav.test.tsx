import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SideNav } from '@/app/shell/side-nav';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderAt, startSession } from './support';

const api = setupMockApi();

afterEach(() => {
  cleanup();
  endTestSession();
});

function navigation() {
  return screen.getByRole('navigation', { name: 'Navegação principal' });
}

function currentEntry() {
  return within(navigation())
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('side navigation', () => {
  it('offers Chamados, Clientes, Usuários and Rotinas, each linking to its page', async () => {
    await startSession(api);
    renderAt(<SideNav />, '/dashboard');
    const links = within(navigation()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Chamados', '/dashboard/chamados'],
      ['Clientes', '/dashboard/empresas'],
      ['Usuários', '/dashboard/usuarios'],
      ['Rotinas', '/dashboard/todas-rotinas'],
    ]);
    expect(currentEntry()).toEqual([]);
  });

  it.each([
    ['/dashboard/chamados', 'Chamados'],
    ['/dashboard/chamados/7/detalhes', 'Chamados'],
    ['/dashboard/empresas', 'Clientes'],
    ['/dashboard/filiais/3/configuracoes', 'Clientes'],
    ['/dashboard/usuarios/5/edita', 'Usuários'],
    ['/dashboard/todas-rotinas', 'Rotinas'],
    ['/dashboard/cidades/novo', 'Rotinas'],
    ['/dashboard/ncms', 'Rotinas'],
  ])('highlights the entry owning %s (%s)', async (path, entry) => {
    await startSession(api);
    renderAt(<SideNav />, path);
    expect(currentEntry()).toEqual([entry]);
    expect(within(navigation()).getByRole('link', { name: entry })).toHaveClass('app-sidenav__link--active');
  });

  it('moves the highlight when the user navigates', async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<SideNav />, '/dashboard/chamados');
    await user.click(within(navigation()).getByRole('link', { name: 'Rotinas' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/todas-rotinas');
    expect(currentEntry()).toEqual(['Rotinas']);
  });

  it('leaves out Clientes and Usuários for a user who may not view customers or users', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    renderAt(<SideNav />, '/dashboard/cidades');
    expect(
      within(navigation())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Chamados', 'Rotinas']);
    expect(currentEntry()).toEqual(['Rotinas']);
  });
});
