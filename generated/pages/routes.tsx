/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  aliquotasIcmsResource,
  aliquotasSeguroResource,
  bancosResource,
  cfopsResource,
  cidadesResource,
  empresasResource,
  filiaisResource,
  modulosResource,
  ncmsResource,
  paisesResource,
  permissoesResource,
  planosResource,
  pracasPedagioResource,
  rotinasFrontEndResource,
  rotinasResource,
  servidoresResource,
  unidadesResource,
  usuariosResource,
} from '@generated/tables/resources';
import type { ResourceRouteRecord } from '@/lib/resources/resource-info';

/** The route record of every resource, in the manifest's order (codegen/resources.yaml). */
export const resourceRoutes: readonly ResourceRouteRecord[] = [
  {
    resource: empresasResource,
    pages: {
      list: () =>
        import('./empresas/list-page').then((module) => ({
          Component: module.EmpresasListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./empresas/form-page').then((module) => ({ Component: module.EmpresasFormPage })),
      view: () => import('./empresas/view-page').then((module) => ({ Component: module.EmpresasViewPage })),
      config: () =>
        import('./empresas/config-page').then((module) => ({ Component: module.EmpresasConfigPage })),
    },
  },
  {
    resource: planosResource,
    pages: {
      list: () =>
        import('./planos/list-page').then((module) => ({
          Component: module.PlanosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./planos/form-page').then((module) => ({ Component: module.PlanosFormPage })),
      view: () => import('./planos/view-page').then((module) => ({ Component: module.PlanosViewPage })),
    },
  },
  {
    resource: filiaisResource,
    pages: {
      list: () =>
        import('./filiais/list-page').then((module) => ({
          Component: module.FiliaisListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./filiais/form-page').then((module) => ({ Component: module.FiliaisFormPage })),
      view: () => import('./filiais/view-page').then((module) => ({ Component: module.FiliaisViewPage })),
      config: () =>
        import('./filiais/config-page').then((module) => ({ Component: module.FiliaisConfigPage })),
    },
  },
  {
    resource: unidadesResource,
    pages: {
      list: () =>
        import('./unidades/list-page').then((module) => ({
          Component: module.UnidadesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./unidades/form-page').then((module) => ({ Component: module.UnidadesFormPage })),
      view: () => import('./unidades/view-page').then((module) => ({ Component: module.UnidadesViewPage })),
      config: () =>
        import('./unidades/config-page').then((module) => ({ Component: module.UnidadesConfigPage })),
    },
  },
  {
    resource: usuariosResource,
    pages: {
      list: () =>
        import('./usuarios/list-page').then((module) => ({
          Component: module.UsuariosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./usuarios/form-page').then((module) => ({ Component: module.UsuariosFormPage })),
      view: () => import('./usuarios/view-page').then((module) => ({ Component: module.UsuariosViewPage })),
    },
  },
  {
    resource: modulosResource,
    pages: {
      list: () =>
        import('./modulos/list-page').then((module) => ({
          Component: module.ModulosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./modulos/form-page').then((module) => ({ Component: module.ModulosFormPage })),
      view: () => import('./modulos/view-page').then((module) => ({ Component: module.ModulosViewPage })),
    },
  },
  {
    resource: rotinasResource,
    pages: {
      list: () =>
        import('./rotinas/list-page').then((module) => ({
          Component: module.RotinasListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./rotinas/form-page').then((module) => ({ Component: module.RotinasFormPage })),
      view: () => import('./rotinas/view-page').then((module) => ({ Component: module.RotinasViewPage })),
    },
  },
  {
    resource: rotinasFrontEndResource,
    pages: {
      list: () =>
        import('./rotinas-front-end/list-page').then((module) => ({
          Component: module.RotinasFrontEndListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./rotinas-front-end/form-page').then((module) => ({
          Component: module.RotinasFrontEndFormPage,
        })),
      view: () =>
        import('./rotinas-front-end/view-page').then((module) => ({
          Component: module.RotinasFrontEndViewPage,
        })),
    },
  },
  {
    resource: permissoesResource,
    pages: {
      list: () =>
        import('./permissoes/list-page').then((module) => ({
          Component: module.PermissoesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./permissoes/form-page').then((module) => ({ Component: module.PermissoesFormPage })),
      view: () =>
        import('./permissoes/view-page').then((module) => ({ Component: module.PermissoesViewPage })),
    },
  },
  {
    resource: cidadesResource,
    pages: {
      list: () =>
        import('./cidades/list-page').then((module) => ({
          Component: module.CidadesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./cidades/form-page').then((module) => ({ Component: module.CidadesFormPage })),
      view: () => import('./cidades/view-page').then((module) => ({ Component: module.CidadesViewPage })),
    },
  },
  {
    resource: paisesResource,
    pages: {
      list: () =>
        import('./paises/list-page').then((module) => ({
          Component: module.PaisesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./paises/form-page').then((module) => ({ Component: module.PaisesFormPage })),
      view: () => import('./paises/view-page').then((module) => ({ Component: module.PaisesViewPage })),
    },
  },
  {
    resource: bancosResource,
    pages: {
      list: () =>
        import('./bancos/list-page').then((module) => ({
          Component: module.BancosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./bancos/form-page').then((module) => ({ Component: module.BancosFormPage })),
      view: () => import('./bancos/view-page').then((module) => ({ Component: module.BancosViewPage })),
    },
  },
  {
    resource: cfopsResource,
    pages: {
      list: () =>
        import('./cfops/list-page').then((module) => ({
          Component: module.CfopsListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./cfops/form-page').then((module) => ({ Component: module.CfopsFormPage })),
      view: () => import('./cfops/view-page').then((module) => ({ Component: module.CfopsViewPage })),
    },
  },
  {
    resource: ncmsResource,
    pages: {
      list: () =>
        import('./ncms/list-page').then((module) => ({
          Component: module.NcmsListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./ncms/form-page').then((module) => ({ Component: module.NcmsFormPage })),
      view: () => import('./ncms/view-page').then((module) => ({ Component: module.NcmsViewPage })),
    },
  },
  {
    resource: aliquotasIcmsResource,
    pages: {
      list: () =>
        import('./aliquotas-icms/list-page').then((module) => ({
          Component: module.AliquotasIcmsListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./aliquotas-icms/form-page').then((module) => ({ Component: module.AliquotasIcmsFormPage })),
      view: () =>
        import('./aliquotas-icms/view-page').then((module) => ({ Component: module.AliquotasIcmsViewPage })),
    },
  },
  {
    resource: aliquotasSeguroResource,
    pages: {
      list: () =>
        import('./aliquotas-seguro/list-page').then((module) => ({
          Component: module.AliquotasSeguroListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./aliquotas-seguro/form-page').then((module) => ({
          Component: module.AliquotasSeguroFormPage,
        })),
      view: () =>
        import('./aliquotas-seguro/view-page').then((module) => ({
          Component: module.AliquotasSeguroViewPage,
        })),
    },
  },
  {
    resource: servidoresResource,
    pages: {
      list: () =>
        import('./servidores/list-page').then((module) => ({
          Component: module.ServidoresListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./servidores/form-page').then((module) => ({ Component: module.ServidoresFormPage })),
      view: () =>
        import('./servidores/view-page').then((module) => ({ Component: module.ServidoresViewPage })),
    },
  },
  {
    resource: pracasPedagioResource,
    pages: {
      list: () =>
        import('./pracas-pedagio/list-page').then((module) => ({
          Component: module.PracasPedagioListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pracas-pedagio/form-page').then((module) => ({ Component: module.PracasPedagioFormPage })),
      view: () =>
        import('./pracas-pedagio/view-page').then((module) => ({ Component: module.PracasPedagioViewPage })),
    },
  },
];
