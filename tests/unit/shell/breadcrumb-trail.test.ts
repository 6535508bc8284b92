import { describe, expect, it } from 'vitest';
import { crumbTrail, type CrumbMatch } from '@/app/shell/breadcrumb-trail';

/** The matches react-router gives for a path, reduced to what the trail reads. */
const match = (
  pathname: string,
  crumb?: string | ((params: Record<string, string | undefined>) => string),
  params = {},
): CrumbMatch => ({
  pathname,
  params,
  handle: crumb === undefined ? undefined : { title: 'x', crumb },
});
const root = match('/');
const dashboard = match('/dashboard/', 'Início');

describe('breadcrumb trail', () => {
  it('is empty on the start page: nothing is above it', () => {
    expect(crumbTrail([root, dashboard, match('/dashboard/')])).toEqual([]);
  });

  it("puts the side navigation's section above a routine and ends with the page on screen, not a link", () => {
    const trail = crumbTrail([
      root,
      dashboard,
      match('/dashboard/cidades', 'Cidades'),
      match('/dashboard/cidades/7/edita', 'Editar'),
    ]);
    expect(trail).toEqual([
      { label: 'Início', to: '/dashboard' },
      { label: 'Rotinas', to: '/dashboard/todas-rotinas' },
      { label: 'Cidades', to: '/dashboard/cidades' },
      { label: 'Editar' },
    ]);
  });

  it("a list is its resource's step (the index page adds none); Clientes sits above a company's branches", () => {
    expect(
      crumbTrail([root, dashboard, match('/dashboard/filiais', 'Filiais'), match('/dashboard/filiais/')]),
    ).toEqual([
      { label: 'Início', to: '/dashboard' },
      { label: 'Clientes', to: '/dashboard/empresas' },
      { label: 'Filiais' },
    ]);
  });

  it('adds no section that is the page itself (Chamados, Usuários, Clientes, the routine hub)', () => {
    const ticket = crumbTrail([
      root,
      dashboard,
      match('/dashboard/chamados', 'Chamados'),
      match('/dashboard/chamados/1051/detalhes', ({ ticketId }) => `Chamado #${ticketId}`, {
        ticketId: '1051',
      }),
    ]);
    expect(ticket.map((crumb) => crumb.label)).toEqual(['Início', 'Chamados', 'Chamado #1051']);
    expect(
      crumbTrail([
        root,
        dashboard,
        match('/dashboard/usuarios', 'Usuários'),
        match('/dashboard/usuarios/novo', 'Novo'),
      ]).map((crumb) => crumb.label),
    ).toEqual(['Início', 'Usuários', 'Novo']);
    // The routine hub ('Todas as rotinas') is the Rotinas section's page: named as the side navigation names it.
    expect(
      crumbTrail([root, dashboard, match('/dashboard/todas-rotinas', 'Todas as rotinas')]).map(
        (crumb) => crumb.label,
      ),
    ).toEqual(['Início', 'Rotinas']);
  });
});
