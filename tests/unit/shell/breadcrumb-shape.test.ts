import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resourceRoutes } from '@generated/pages/routes';
import { createAppRoutes } from '@/app/router';
import { crumbTrail, type Crumb } from '@/app/shell/breadcrumb-trail';

/*
 * One breadcrumb shape for every page of the app (docs/glossary.md): Início › the side navigation's
 * section › the list › the page. The section is named as the side navigation names it (Chamados,
 * Clientes, Usuários, Rotinas) wherever it appears, and a step that is the section's own page is not
 * repeated. Every route of the router is walked, so a new page with an odd trail fails here.
 */

const START: Crumb = { label: 'Início', to: '/dashboard' };

/** The side navigation's sections and their pages, as the specification names them. */
const SECTIONS = {
  Chamados: '/dashboard/chamados',
  Clientes: '/dashboard/empresas',
  Usuários: '/dashboard/usuarios',
  Rotinas: '/dashboard/todas-rotinas',
} as const;
type Section = keyof typeof SECTIONS;

/** Customers, their plans, branches and units are under Clientes; users under Usuários; the rest are routines. */
function sectionOf(segment: string): Section {
  if (segment === 'usuarios') return 'Usuários';
  if (['empresas', 'planos', 'filiais', 'unidades'].includes(segment)) return 'Clientes';
  return 'Rotinas';
}

const sectionStep = (section: Section): Crumb => ({ label: section, to: SECTIONS[section] });

/** Every concrete path of the routes: parameters become 7, a splat a path nobody routes. */
function pathsOf(routes: readonly RouteObject[], base = ''): string[] {
  return routes.flatMap((route) => {
    const own =
      route.index || route.path === undefined
        ? base
        : route.path.startsWith('/')
          ? route.path
          : `${base.replace(/\/$/, '')}/${route.path}`;
    const path = own.replace(/:[^/]+/g, '7').replace('*', 'pagina-inexistente');
    return [
      ...(route.children ? pathsOf(route.children, path) : []),
      ...(route.children && !route.index ? [] : [path]),
    ];
  });
}

const routes = createAppRoutes();

/** The trail the shell shows at `path` (react-router's matches, reduced to what the trail reads). */
function trailAt(path: string): Crumb[] {
  const matches = matchRoutes(routes, path) ?? [];
  return crumbTrail(
    matches.map((match) => ({ pathname: match.pathname, params: match.params, handle: match.route.handle })),
  );
}

/** The page step a resource's sub-page ends with, by the last part of its address. */
function pageStepOf(path: string): RegExp {
  if (path.endsWith('/novo')) return /^Nov[oa]$/;
  if (path.endsWith('/edita')) return /^Editar$/;
  if (path.endsWith('/consulta')) return /^Consultar$/;
  if (path.endsWith('/configuracoes')) return /^Configurações$/;
  throw new Error(`no page step expected for ${path}`);
}

describe('breadcrumb shape over every route', () => {
  const paths = pathsOf(routes).filter((path) => path.startsWith('/dashboard/'));

  it('walks every page of the dashboard (resources, tickets, profile, routine hub)', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '/dashboard/perfil',
        '/dashboard/todas-rotinas',
        '/dashboard/chamados/7/detalhes',
      ]),
    );
    for (const { resource } of resourceRoutes)
      expect(paths).toContain(`/dashboard/${resource.segment}/7/consulta`);
  });

  it('starts with Início, links every step but the last, and never names a step twice', () => {
    for (const path of paths) {
      const trail = trailAt(path);
      expect(trail[0], path).toEqual(START);
      expect(trail.at(-1)?.to, path).toBeUndefined();
      expect(
        trail.slice(0, -1).every((step) => typeof step.to === 'string'),
        path,
      ).toBe(true);
      expect(new Set(trail.map((step) => step.label)).size, path).toBe(trail.length);
    }
  });

  it("a resource's pages: Início › section › list › page, its list named by its plural (Clientes for the customers)", () => {
    for (const { resource } of resourceRoutes) {
      const list = `/dashboard/${resource.segment}`;
      const section = sectionOf(resource.segment);
      const above = SECTIONS[section] === list ? [START] : [START, sectionStep(section)];
      expect(trailAt(list), list).toEqual([...above, { label: resource.plural }]);
      const sub = [
        `${list}/novo`,
        `${list}/7/edita`,
        `${list}/7/consulta`,
        ...(resource.hasConfig ? [`${list}/7/configuracoes`] : []),
      ];
      for (const path of sub) {
        const trail = trailAt(path);
        expect(trail.slice(0, -1), path).toEqual([...above, { label: resource.plural, to: list }]);
        expect(trail.at(-1)!.label, path).toMatch(pageStepOf(path));
      }
    }
    expect(trailAt('/dashboard/empresas/7/consulta').map((step) => step.label)).toEqual([
      'Início',
      'Clientes',
      'Consultar',
    ]);
    expect(trailAt('/dashboard/filiais/7/edita').map((step) => step.label)).toEqual([
      'Início',
      'Clientes',
      'Filiais',
      'Editar',
    ]);
    expect(trailAt('/dashboard/cidades/novo').map((step) => step.label)).toEqual([
      'Início',
      'Rotinas',
      'Cidades',
      'Nova',
    ]);
  });

  it("the tickets, a ticket, the routine hub and the profile keep the shape; a section's own page reads as the side navigation names it", () => {
    expect(trailAt('/dashboard/chamados')).toEqual([START, { label: 'Chamados' }]);
    // 'Chamado' until the page names it by its code ('Chamado #1044', usePageCrumb).
    expect(trailAt('/dashboard/chamados/7/detalhes')).toEqual([
      START,
      sectionStep('Chamados'),
      { label: 'Chamado' },
    ]);
    expect(trailAt('/dashboard/todas-rotinas')).toEqual([START, { label: 'Rotinas' }]);
    expect(trailAt('/dashboard/perfil')).toEqual([START, { label: 'Meu perfil' }]);
    expect(trailAt('/dashboard/pagina-inexistente')).toEqual([START, { label: 'Página não encontrada' }]);
  });
});
