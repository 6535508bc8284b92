/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ResourceRouteRecord } from '@/lib/resources/resource-info';
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
} from './resources';

/** The route record of every resource, in the manifest's order (codegen/resources.yaml). */
export const resourceRoutes: readonly ResourceRouteRecord[] = [
  {
    resource: empresasResource,
    pages: {
      list: () =>
        import('./pages/empresas/list-page').then((module) => ({
          Component: module.EmpresasListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/empresas/form-page').then((module) => ({ Component: module.EmpresasFormPage })),
      view: () =>
        import('./pages/empresas/view-page').then((module) => ({ Component: module.EmpresasViewPage })),
      config: () =>
        import('./pages/empresas/config-page').then((module) => ({ Component: module.EmpresasConfigPage })),
    },
  },
  {
    resource: planosResource,
    pages: {
      list: () =>
        import('./pages/planos/list-page').then((module) => ({
          Component: module.PlanosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./pages/planos/form-page').then((module) => ({ Component: module.PlanosFormPage })),
      view: () => import('./pages/planos/view-page').then((module) => ({ Component: module.PlanosViewPage })),
    },
  },
  {
    resource: filiaisResource,
    pages: {
      list: () =>
        import('./pages/filiais/list-page').then((module) => ({
          Component: module.FiliaisListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/filiais/form-page').then((module) => ({ Component: module.FiliaisFormPage })),
      view: () =>
        import('./pages/filiais/view-page').then((module) => ({ Component: module.FiliaisViewPage })),
      config: () =>
        import('./pages/filiais/config-page').then((module) => ({ Component: module.FiliaisConfigPage })),
    },
  },
  {
    resource: unidadesResource,
    pages: {
      list: () =>
        import('./pages/unidades/list-page').then((module) => ({
          Component: module.UnidadesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/unidades/form-page').then((module) => ({ Component: module.UnidadesFormPage })),
      view: () =>
        import('./pages/unidades/view-page').then((module) => ({ Component: module.UnidadesViewPage })),
      config: () =>
        import('./pages/unidades/config-page').then((module) => ({ Component: module.UnidadesConfigPage })),
    },
  },
  {
    resource: usuariosResource,
    pages: {
      list: () =>
        import('./pages/usuarios/list-page').then((module) => ({
          Component: module.UsuariosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/usuarios/form-page').then((module) => ({ Component: module.UsuariosFormPage })),
      view: () =>
        import('./pages/usuarios/view-page').then((module) => ({ Component: module.UsuariosViewPage })),
    },
  },
  {
    resource: modulosResource,
    pages: {
      list: () =>
        import('./pages/modulos/list-page').then((module) => ({
          Component: module.ModulosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/modulos/form-page').then((module) => ({ Component: module.ModulosFormPage })),
      view: () =>
        import('./pages/modulos/view-page').then((module) => ({ Component: module.ModulosViewPage })),
    },
  },
  {
    resource: rotinasResource,
    pages: {
      list: () =>
        import('./pages/rotinas/list-page').then((module) => ({
          Component: module.RotinasListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/rotinas/form-page').then((module) => ({ Component: module.RotinasFormPage })),
      view: () =>
        import('./pages/rotinas/view-page').then((module) => ({ Component: module.RotinasViewPage })),
    },
  },
  {
    resource: rotinasFrontEndResource,
    pages: {
      list: () =>
        import('./pages/rotinas-front-end/list-page').then((module) => ({
          Component: module.RotinasFrontEndListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/rotinas-front-end/form-page').then((module) => ({
          Component: module.RotinasFrontEndFormPage,
        })),
      view: () =>
        import('./pages/rotinas-front-end/view-page').then((module) => ({
          Component: module.RotinasFrontEndViewPage,
        })),
    },
  },
  {
    resource: permissoesResource,
    pages: {
      list: () =>
        import('./pages/permissoes/list-page').then((module) => ({
          Component: module.PermissoesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/permissoes/form-page').then((module) => ({ Component: module.PermissoesFormPage })),
      view: () =>
        import('./pages/permissoes/view-page').then((module) => ({ Component: module.PermissoesViewPage })),
    },
  },
  {
    resource: cidadesResource,
    pages: {
      list: () =>
        import('./pages/cidades/list-page').then((module) => ({
          Component: module.CidadesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/cidades/form-page').then((module) => ({ Component: module.CidadesFormPage })),
      view: () =>
        import('./pages/cidades/view-page').then((module) => ({ Component: module.CidadesViewPage })),
    },
  },
  {
    resource: paisesResource,
    pages: {
      list: () =>
        import('./pages/paises/list-page').then((module) => ({
          Component: module.PaisesListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./pages/paises/form-page').then((module) => ({ Component: module.PaisesFormPage })),
      view: () => import('./pages/paises/view-page').then((module) => ({ Component: module.PaisesViewPage })),
    },
  },
  {
    resource: bancosResource,
    pages: {
      list: () =>
        import('./pages/bancos/list-page').then((module) => ({
          Component: module.BancosListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./pages/bancos/form-page').then((module) => ({ Component: module.BancosFormPage })),
      view: () => import('./pages/bancos/view-page').then((module) => ({ Component: module.BancosViewPage })),
    },
  },
  {
    resource: cfopsResource,
    pages: {
      list: () =>
        import('./pages/cfops/list-page').then((module) => ({
          Component: module.CfopsListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./pages/cfops/form-page').then((module) => ({ Component: module.CfopsFormPage })),
      view: () => import('./pages/cfops/view-page').then((module) => ({ Component: module.CfopsViewPage })),
    },
  },
  {
    resource: ncmsResource,
    pages: {
      list: () =>
        import('./pages/ncms/list-page').then((module) => ({
          Component: module.NcmsListPage,
          prefetchList: module.prefetchList,
        })),
      form: () => import('./pages/ncms/form-page').then((module) => ({ Component: module.NcmsFormPage })),
      view: () => import('./pages/ncms/view-page').then((module) => ({ Component: module.NcmsViewPage })),
    },
  },
  {
    resource: aliquotasIcmsResource,
    pages: {
      list: () =>
        import('./pages/aliquotas-icms/list-page').then((module) => ({
          Component: module.AliquotasIcmsListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/aliquotas-icms/form-page').then((module) => ({
          Component: module.AliquotasIcmsFormPage,
        })),
      view: () =>
        import('./pages/aliquotas-icms/view-page').then((module) => ({
          Component: module.AliquotasIcmsViewPage,
        })),
    },
  },
  {
    resource: aliquotasSeguroResource,
    pages: {
      list: () =>
        import('./pages/aliquotas-seguro/list-page').then((module) => ({
          Component: module.AliquotasSeguroListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/aliquotas-seguro/form-page').then((module) => ({
          Component: module.AliquotasSeguroFormPage,
        })),
      view: () =>
        import('./pages/aliquotas-seguro/view-page').then((module) => ({
          Component: module.AliquotasSeguroViewPage,
        })),
    },
  },
  {
    resource: servidoresResource,
    pages: {
      list: () =>
        import('./pages/servidores/list-page').then((module) => ({
          Component: module.ServidoresListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/servidores/form-page').then((module) => ({ Component: module.ServidoresFormPage })),
      view: () =>
        import('./pages/servidores/view-page').then((module) => ({ Component: module.ServidoresViewPage })),
    },
  },
  {
    resource: pracasPedagioResource,
    pages: {
      list: () =>
        import('./pages/pracas-pedagio/list-page').then((module) => ({
          Component: module.PracasPedagioListPage,
          prefetchList: module.prefetchList,
        })),
      form: () =>
        import('./pages/pracas-pedagio/form-page').then((module) => ({
          Component: module.PracasPedagioFormPage,
        })),
      view: () =>
        import('./pages/pracas-pedagio/view-page').then((module) => ({
          Component: module.PracasPedagioViewPage,
        })),
    },
  },
];
