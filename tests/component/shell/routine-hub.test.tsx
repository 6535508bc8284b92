import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoutineHubPage } from '@/features/routine-hub/routine-hub-page';
import { resourceGroups } from '@/lib/resources/resource-groups';
import { resourceRoutes } from '../../resources';
import { setupMockApi } from '../../unit/mocks/support';
import { endTestSession, renderAt, startSession } from './support';

const api = setupMockApi();

afterEach(() => {
  cleanup();
  endTestSession();
});

/** Group heading → routine names, as shown. */
function shownGroups(): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const heading of screen.queryAllByRole('heading', { level: 2 })) {
    const section = heading.closest('section')!;
    const label = heading.childNodes[1].textContent ?? '';
    result[label] = within(section)
      .getAllByRole('link')
      .map((link) => link.querySelector('.hub-card__name')!.textContent ?? '');
  }
  return result;
}

function searchBox() {
  return screen.getByRole('searchbox', { name: 'Pesquisar rotina' });
}

describe('routine hub', () => {
  it('puts every resource of the route table in exactly one group', () => {
    const grouped = resourceGroups.flatMap((group) => group.segments);
    expect([...grouped].sort()).toEqual(resourceRoutes.map((resource) => resource.segment).sort());
  });

  it('shows every routine to a user with every permission, grouped, each linking to its list', async () => {
    await startSession(api);
    renderAt(<RoutineHubPage />, '/dashboard/todas-rotinas');

    expect(screen.getByRole('heading', { level: 1, name: 'Todas as rotinas' })).toBeInTheDocument();
    expect(shownGroups()).toEqual({
      'Cadastros gerais': ['Cidades', 'Países', 'Bancos'],
      Fiscal: ['CFOPs', 'NCMs', 'Alíquotas de ICMS', 'Alíquotas de seguro'],
      Transporte: ['Praças de pedágio'],
      Clientes: ['Clientes', 'Planos', 'Filiais', 'Unidades', 'Usuários'],
      Sistema: ['Módulos', 'Rotinas do sistema', 'Rotinas front-end', 'Permissões', 'Servidores'],
    });
    expect(screen.getByRole('status')).toHaveTextContent('18 rotinas');
    expect(screen.getByRole('link', { name: /^Praças de pedágio/ })).toHaveAttribute(
      'href',
      '/dashboard/pracas-pedagio',
    );
    expect(screen.getByRole('link', { name: /^Alíquotas de ICMS/ })).toHaveAttribute(
      'href',
      '/dashboard/aliquotas-icms',
    );
  });

  it('filters as the user types, ignoring accents and case, and keeps the text in the URL', async () => {
    await startSession(api);
    const user = userEvent.setup();
    renderAt(<RoutineHubPage />, '/dashboard/todas-rotinas');

    await user.type(searchBox(), 'PAISES');
    expect(shownGroups()).toEqual({ 'Cadastros gerais': ['Países'] });
    expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard/todas-rotinas?q=PAISES');

    await user.clear(searchBox());
    await user.type(searchBox(), 'aliquota');
    expect(shownGroups()).toEqual({ Fiscal: ['Alíquotas de ICMS', 'Alíquotas de seguro'] });
    expect(screen.getByRole('status')).toHaveTextContent('2 rotinas');

    // A group's name finds its routines; several words must all match.
    await user.clear(searchBox());
    await user.type(searchBox(), 'transporte');
    expect(shownGroups()).toEqual({ Transporte: ['Praças de pedágio'] });
    await user.clear(searchBox());
    await user.type(searchBox(), 'rotinas front');
    expect(shownGroups()).toEqual({ Sistema: ['Rotinas front-end'] });

    await user.clear(searchBox());
    await user.type(searchBox(), 'nada disso existe');
    expect(shownGroups()).toEqual({});
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum registro encontrado');

    await user.clear(searchBox());
    expect(screen.getByRole('status')).toHaveTextContent('18 rotinas');
  });

  it('starts from the search kept in the URL', async () => {
    await startSession(api);
    renderAt(<RoutineHubPage />, '/dashboard/todas-rotinas?q=pedagio');
    expect(searchBox()).toHaveValue('pedagio');
    expect(shownGroups()).toEqual({ Transporte: ['Praças de pedágio'] });
  });

  it('shows a restricted user only the routines they may view (suporte: cidades and países)', async () => {
    await startSession(api, 'suporte@retaguarda.dev');
    const user = userEvent.setup();
    renderAt(<RoutineHubPage />, '/dashboard/todas-rotinas');

    expect(shownGroups()).toEqual({ 'Cadastros gerais': ['Cidades', 'Países'] });
    expect(screen.getByRole('status')).toHaveTextContent('2 rotinas');
    await user.type(searchBox(), 'usuarios');
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum registro encontrado');
  });
});
