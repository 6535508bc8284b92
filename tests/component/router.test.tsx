import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addResourceRoutes, appRoutesAt, createAppRoutes, prefetchRouteModules } from '@/app/router';
import { resourceRoutes as routeRecords } from '@generated/pages/routes';
import { resourcePageAccess } from '@/lib/resources/resource-access';
import { resourceTitles } from '@/lib/resources/resource-info';
import { findResourceRoute, resourceRoutes } from '../resources';
import { setupMockApi } from '../unit/mocks/support';
import { endTestSession, renderApp, startSession } from './session/support';
import { SPEC_RESOURCE_PARAMS } from '../spec-resources';

const api = setupMockApi();

// The /dashboard tree needs a session (tests/component/session covers the guards themselves).
beforeEach(async ({ task }) => {
  if (/\/dashboard|every resource|resource's routes/.test(task.name)) await startSession(api);
});
afterEach(() => {
  cleanup();
  endTestSession();
});

function renderAt(path: string) {
  return renderApp(path).router;
}

describe('app router', () => {
  it('shows the not-found page for an unknown path, with a way back to the dashboard', async () => {
    renderAt('/nao-existe/de-jeito-nenhum');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the not-found page for an unknown path under /dashboard (signed in)', async () => {
    renderAt('/dashboard/cidades/1/apaga');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it.each([
    ['/', 'Entrar'],
    ['/?redirect=%2Fdashboard%2Fcidades', 'Entrar'],
    ['/dashboard', 'Início'],
    ['/dashboard/perfil', 'Meu perfil'],
    ['/dashboard/todas-rotinas', 'Todas as rotinas'],
    ['/dashboard/chamados', 'Chamados'],
    ['/dashboard/chamados/7/detalhes', 'Detalhes do chamado'],
    ['/dashboard/cidades', 'Cidades'],
    ['/dashboard/cidades/novo', 'Nova cidade'],
    ['/dashboard/cidades/12/edita', 'Editar cidade'],
    ['/dashboard/cidades/12/consulta', 'Consultar cidade'],
    ['/dashboard/paises/novo', 'Novo país'],
    ['/dashboard/empresas/3/configuracoes', 'Configurações do cliente'],
    ['/dashboard/filiais/3/configuracoes', 'Configurações da filial'],
    ['/dashboard/unidades/3/configuracoes', 'Configurações da unidade'],
  ])('renders %s as %s', async (path, title) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it('has list, novo, edita and consulta routes for every resource of the product', async () => {
    expect(resourceRoutes.map((resource) => `${resource.segment}:${resource.idParam}`)).toEqual(
      SPEC_RESOURCE_PARAMS,
    );
    const router = createMemoryRouter(createAppRoutes(), { initialEntries: ['/dashboard'] });
    for (const resource of resourceRoutes) {
      const titles = resourceTitles(resource);
      for (const [suffix, title, param] of [
        ['', titles.list, undefined],
        ['/novo', titles.create, undefined],
        ['/5/edita', titles.edit, '5'],
        ['/5/consulta', titles.view, '5'],
      ] as const) {
        await router.navigate(`/dashboard/${resource.segment}${suffix}`);
        const match = router.state.matches.at(-1);
        expect(match?.route.handle).toMatchObject({ title });
        if (param) expect(match?.params[resource.idParam]).toBe(param);
      }
    }
  });
});

describe('the generated route records', () => {
  it('carry their entry of the resource table, and every page they have is guarded by a flag of the access table', () => {
    expect(routeRecords.map(({ resource }) => resource)).toEqual(resourceRoutes);
    for (const { resource, pages } of routeRecords) {
      const { segment } = resource;
      expect(resource).toBe(findResourceRoute(segment));
      const guarded = [
        'list',
        'create',
        'edit',
        'view',
        ...(pages.config ? ['config' as const] : []),
      ] as const;
      for (const page of guarded)
        expect(resourcePageAccess(segment, page), `${segment} ${page}`).not.toBeNull();
    }
  });

  it('name the configuration pages of customers, branches and units', () => {
    const configured = routeRecords
      .filter((record) => record.pages.config)
      .map((record) => record.resource.segment);
    expect(configured).toEqual(['empresas', 'filiais', 'unidades']);
  });
});

describe("the resources' routes, added as each resource is first opened (as the app's router starts)", () => {
  const onDemand = () => createAppRoutes([]);

  it.each([
    ['/dashboard/cidades', 'Cidades'],
    ['/dashboard/cidades/12/edita', 'Editar cidade'],
    ['/dashboard/empresas/3/configuracoes', 'Configurações do cliente'],
  ])("opens %s at once, with the resource's routes added", async (path, title) => {
    renderApp(path, onDemand(), undefined, { patchRoutesOnNavigation: addResourceRoutes });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it("matches every resource's pages moving inside the app, whatever the case of the path, and leaves unknown paths to not found", async () => {
    const router = createMemoryRouter(onDemand(), {
      initialEntries: ['/dashboard'],
      patchRoutesOnNavigation: addResourceRoutes,
    });
    const leaf = async (path: string) => {
      await router.navigate(path);
      return router.state.matches.at(-1)?.route;
    };
    for (const resource of resourceRoutes) {
      const titles = resourceTitles(resource);
      expect((await leaf(`/dashboard/${resource.segment}`))?.handle).toMatchObject({ title: titles.list });
      expect((await leaf(`/dashboard/${resource.segment}/novo`))?.handle).toMatchObject({
        title: titles.create,
      });
      expect((await leaf(`/dashboard/${resource.segment}/5/consulta`))?.handle).toMatchObject({
        title: titles.view,
      });
    }
    expect((await leaf('/dashboard/Cidades/5/edita'))?.handle).toMatchObject({ title: 'Editar cidade' });
    expect((await leaf('/dashboard/nao-existe'))?.id).toBe('dashboard.not-found');
    expect((await leaf('/dashboard/cidades/1/apaga'))?.id).toBe('dashboard.not-found');
    // Opened again, a resource's routes are not added twice.
    const cidades = router.routes[0].children
      ?.find((route) => route.id === 'dashboard')
      ?.children?.filter((route) => route.path === 'cidades');
    expect(cidades).toHaveLength(1);
  });

  it("gives the prefetch the page's own routes: the resource's, or none but the app's", () => {
    const dashboard = (routes: ReturnType<typeof appRoutesAt>) =>
      routes[0].children?.find((route) => route.id === 'dashboard');
    expect(
      dashboard(appRoutesAt('/dashboard/cidades/3/consulta'))?.children?.map((route) => route.path),
    ).toContain('cidades');
    expect(
      dashboard(appRoutesAt('/dashboard/chamados'))?.children?.some((route) => route.path === 'cidades'),
    ).toBe(false);
  });
});

describe('prefetchRouteModules', () => {
  it('loads the lazy modules of the routes a path matches, and only those', () => {
    const lazy = () => vi.fn(async () => ({}));
    const [shell, list, other, form] = [lazy(), lazy(), lazy(), lazy()];
    const routes = [
      {
        path: '/',
        children: [
          {
            path: 'painel',
            lazy: shell,
            children: [
              {
                path: 'cidades',
                children: [
                  { index: true, lazy: list },
                  { path: 'novo', lazy: form },
                ],
              },
            ],
          },
        ],
      },
      { path: '/outra', lazy: other },
    ];
    prefetchRouteModules(routes, '/painel/cidades?pagina=2');
    expect(shell).toHaveBeenCalledTimes(1);
    expect(list).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveBeenCalled();
    expect(other).not.toHaveBeenCalled();
  });
});
