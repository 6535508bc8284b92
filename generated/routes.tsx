/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ResourceRouteRecord } from '@/lib/resources/resource-info';

/** The route record of every resource, in the manifest's order (codegen/resources.yaml). */
export const resourceRoutes: readonly ResourceRouteRecord[] = [
  {
    segment: 'empresas',
    idParam: 'customerId',
    singular: 'empresa',
    plural: 'Empresas',
    gender: 'f',
    hasConfig: true,
    titles: {
      list: 'Empresas',
      create: 'Nova empresa',
      edit: 'Editar empresa',
      view: 'Consultar empresa',
      config: 'Configurações da empresa',
    },
    access: {
      list: 'canViewCustomers',
      create: 'canCreateCustomer',
      edit: 'canEditCustomer',
      view: 'canViewCustomers',
      config: { flags: ['canViewCustomers', 'canEditCustomerConfig'] },
    },
    pages: {
      list: () =>
        import('./pages/empresas/list-page').then((module) => ({ Component: module.EmpresasListPage })),
      form: () =>
        import('./pages/empresas/form-page').then((module) => ({ Component: module.EmpresasFormPage })),
      view: () =>
        import('./pages/empresas/view-page').then((module) => ({ Component: module.EmpresasViewPage })),
      config: () =>
        import('@/features/configuration/customer-configuration-page').then((module) => ({
          Component: module.CustomerConfigurationPage,
        })),
    },
  },
  {
    segment: 'planos',
    idParam: 'planId',
    singular: 'plano',
    plural: 'Planos',
    gender: 'm',
    titles: {
      list: 'Planos',
      create: 'Novo plano',
      edit: 'Editar plano',
      view: 'Consultar plano',
      config: 'Configurações do plano',
    },
    access: {
      list: 'canViewCustomerPlans',
      create: 'canCreateCustomerPlan',
      edit: 'canEditCustomerPlan',
      view: 'canViewCustomerPlans',
    },
    pages: {
      list: () => import('./pages/planos/list-page').then((module) => ({ Component: module.PlanosListPage })),
      form: () => import('./pages/planos/form-page').then((module) => ({ Component: module.PlanosFormPage })),
      view: () => import('./pages/planos/view-page').then((module) => ({ Component: module.PlanosViewPage })),
    },
  },
  {
    segment: 'filiais',
    idParam: 'branchId',
    singular: 'filial',
    plural: 'Filiais',
    gender: 'f',
    hasConfig: true,
    titles: {
      list: 'Filiais',
      create: 'Nova filial',
      edit: 'Editar filial',
      view: 'Consultar filial',
      config: 'Configurações da filial',
    },
    access: {
      list: 'canViewBranches',
      create: 'canCreateBranch',
      edit: 'canEditBranch',
      view: 'canViewBranches',
      config: { flags: ['canViewBranches', 'canEditBranchConfig'] },
    },
    pages: {
      list: () =>
        import('./pages/filiais/list-page').then((module) => ({ Component: module.FiliaisListPage })),
      form: () =>
        import('./pages/filiais/form-page').then((module) => ({ Component: module.FiliaisFormPage })),
      view: () =>
        import('./pages/filiais/view-page').then((module) => ({ Component: module.FiliaisViewPage })),
      config: () =>
        import('@/features/configuration/branch-configuration-page').then((module) => ({
          Component: module.BranchConfigurationPage,
        })),
    },
  },
  {
    segment: 'unidades',
    idParam: 'unitId',
    singular: 'unidade',
    plural: 'Unidades',
    gender: 'f',
    hasConfig: true,
    titles: {
      list: 'Unidades',
      create: 'Nova unidade',
      edit: 'Editar unidade',
      view: 'Consultar unidade',
      config: 'Configurações da unidade',
    },
    access: {
      list: 'canViewUnits',
      create: 'canCreateUnit',
      edit: 'canEditUnit',
      view: 'canViewUnits',
      config: { flags: ['canViewUnits', 'canEditUnitConfig'] },
    },
    pages: {
      list: () =>
        import('./pages/unidades/list-page').then((module) => ({ Component: module.UnidadesListPage })),
      form: () =>
        import('./pages/unidades/form-page').then((module) => ({ Component: module.UnidadesFormPage })),
      view: () =>
        import('./pages/unidades/view-page').then((module) => ({ Component: module.UnidadesViewPage })),
      config: () =>
        import('@/features/configuration/unit-configuration-page').then((module) => ({
          Component: module.UnitConfigurationPage,
        })),
    },
  },
  {
    segment: 'usuarios',
    idParam: 'userId',
    singular: 'usuário',
    plural: 'Usuários',
    gender: 'm',
    titles: {
      list: 'Usuários',
      create: 'Novo usuário',
      edit: 'Editar usuário',
      view: 'Consultar usuário',
      config: 'Configurações do usuário',
    },
    access: { list: 'canViewUsers', create: 'canCreateUser', edit: 'canEditUser', view: 'canViewUsers' },
    pages: {
      list: () =>
        import('./pages/usuarios/list-page').then((module) => ({ Component: module.UsuariosListPage })),
      form: () =>
        import('./pages/usuarios/form-page').then((module) => ({ Component: module.UsuariosFormPage })),
      view: () =>
        import('./pages/usuarios/view-page').then((module) => ({ Component: module.UsuariosViewPage })),
    },
  },
  {
    segment: 'modulos',
    idParam: 'moduleId',
    singular: 'módulo',
    plural: 'Módulos',
    gender: 'm',
    titles: {
      list: 'Módulos',
      create: 'Novo módulo',
      edit: 'Editar módulo',
      view: 'Consultar módulo',
      config: 'Configurações do módulo',
    },
    access: {
      list: 'canViewModules',
      create: 'canCreateModule',
      edit: 'canEditModule',
      view: 'canViewModules',
    },
    pages: {
      list: () =>
        import('./pages/modulos/list-page').then((module) => ({ Component: module.ModulosListPage })),
      form: () =>
        import('./pages/modulos/form-page').then((module) => ({ Component: module.ModulosFormPage })),
      view: () =>
        import('./pages/modulos/view-page').then((module) => ({ Component: module.ModulosViewPage })),
    },
  },
  {
    segment: 'rotinas',
    idParam: 'routineId',
    singular: 'rotina',
    plural: 'Rotinas',
    gender: 'f',
    titles: {
      list: 'Rotinas',
      create: 'Nova rotina',
      edit: 'Editar rotina',
      view: 'Consultar rotina',
      config: 'Configurações da rotina',
    },
    access: {
      list: 'canViewRoutines',
      create: 'canCreateRoutine',
      edit: 'canEditRoutine',
      view: 'canViewRoutines',
    },
    pages: {
      list: () =>
        import('./pages/rotinas/list-page').then((module) => ({ Component: module.RotinasListPage })),
      form: () =>
        import('./pages/rotinas/form-page').then((module) => ({ Component: module.RotinasFormPage })),
      view: () =>
        import('./pages/rotinas/view-page').then((module) => ({ Component: module.RotinasViewPage })),
    },
  },
  {
    segment: 'rotinas-front-end',
    idParam: 'routineId',
    singular: 'rotina front-end',
    plural: 'Rotinas front-end',
    gender: 'f',
    titles: {
      list: 'Rotinas front-end',
      create: 'Nova rotina front-end',
      edit: 'Editar rotina front-end',
      view: 'Consultar rotina front-end',
      config: 'Configurações da rotina front-end',
    },
    access: {
      list: 'canViewFrontRoutine',
      create: 'canCreateFrontRoutine',
      edit: 'canEditFrontRoutines',
      view: 'canViewFrontRoutine',
    },
    pages: {
      list: () =>
        import('./pages/rotinas-front-end/list-page').then((module) => ({
          Component: module.RotinasFrontEndListPage,
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
    segment: 'permissoes',
    idParam: 'permissionId',
    singular: 'permissão',
    plural: 'Permissões',
    gender: 'f',
    titles: {
      list: 'Permissões',
      create: 'Nova permissão',
      edit: 'Editar permissão',
      view: 'Consultar permissão',
      config: 'Configurações da permissão',
    },
    access: {
      list: 'canViewPermissions',
      create: 'canCreatePermission',
      edit: 'canEditPermission',
      view: 'canViewPermissions',
    },
    pages: {
      list: () =>
        import('./pages/permissoes/list-page').then((module) => ({ Component: module.PermissoesListPage })),
      form: () =>
        import('./pages/permissoes/form-page').then((module) => ({ Component: module.PermissoesFormPage })),
      view: () =>
        import('./pages/permissoes/view-page').then((module) => ({ Component: module.PermissoesViewPage })),
    },
  },
  {
    segment: 'cidades',
    idParam: 'cityId',
    singular: 'cidade',
    plural: 'Cidades',
    gender: 'f',
    titles: {
      list: 'Cidades',
      create: 'Nova cidade',
      edit: 'Editar cidade',
      view: 'Consultar cidade',
      config: 'Configurações da cidade',
    },
    access: { list: 'canViewCities', create: 'canCreateCity', edit: 'canEditCity', view: 'canViewCities' },
    pages: {
      list: () =>
        import('./pages/cidades/list-page').then((module) => ({ Component: module.CidadesListPage })),
      form: () =>
        import('./pages/cidades/form-page').then((module) => ({ Component: module.CidadesFormPage })),
      view: () =>
        import('./pages/cidades/view-page').then((module) => ({ Component: module.CidadesViewPage })),
    },
  },
  {
    segment: 'paises',
    idParam: 'countryId',
    singular: 'país',
    plural: 'Países',
    gender: 'm',
    titles: {
      list: 'Países',
      create: 'Novo país',
      edit: 'Editar país',
      view: 'Consultar país',
      config: 'Configurações do país',
    },
    access: {
      list: 'canViewCountries',
      create: 'canCreateCountry',
      edit: 'canEditCountry',
      view: 'canViewCountries',
    },
    pages: {
      list: () => import('./pages/paises/list-page').then((module) => ({ Component: module.PaisesListPage })),
      form: () => import('./pages/paises/form-page').then((module) => ({ Component: module.PaisesFormPage })),
      view: () => import('./pages/paises/view-page').then((module) => ({ Component: module.PaisesViewPage })),
    },
  },
  {
    segment: 'bancos',
    idParam: 'bankId',
    singular: 'banco',
    plural: 'Bancos',
    gender: 'm',
    titles: {
      list: 'Bancos',
      create: 'Novo banco',
      edit: 'Editar banco',
      view: 'Consultar banco',
      config: 'Configurações do banco',
    },
    access: { list: 'canViewBank', create: 'canCreateBank', edit: 'canEditBank', view: 'canViewBank' },
    pages: {
      list: () => import('./pages/bancos/list-page').then((module) => ({ Component: module.BancosListPage })),
      form: () => import('./pages/bancos/form-page').then((module) => ({ Component: module.BancosFormPage })),
      view: () => import('./pages/bancos/view-page').then((module) => ({ Component: module.BancosViewPage })),
    },
  },
  {
    segment: 'cfops',
    idParam: 'cfopId',
    singular: 'CFOP',
    plural: 'CFOPs',
    gender: 'm',
    titles: {
      list: 'CFOPs',
      create: 'Novo CFOP',
      edit: 'Editar CFOP',
      view: 'Consultar CFOP',
      config: 'Configurações do CFOP',
    },
    access: { list: 'canViewCfop', create: 'canCreateCfop', edit: 'canEditCfop', view: 'canViewCfop' },
    pages: {
      list: () => import('./pages/cfops/list-page').then((module) => ({ Component: module.CfopsListPage })),
      form: () => import('./pages/cfops/form-page').then((module) => ({ Component: module.CfopsFormPage })),
      view: () => import('./pages/cfops/view-page').then((module) => ({ Component: module.CfopsViewPage })),
    },
  },
  {
    segment: 'ncms',
    idParam: 'ncmId',
    singular: 'NCM',
    plural: 'NCMs',
    gender: 'm',
    titles: {
      list: 'NCMs',
      create: 'Novo NCM',
      edit: 'Editar NCM',
      view: 'Consultar NCM',
      config: 'Configurações do NCM',
    },
    access: { list: 'canViewNCMs', create: 'canCreateNCM', edit: 'canEditNCM', view: 'canViewNCMs' },
    pages: {
      list: () => import('./pages/ncms/list-page').then((module) => ({ Component: module.NcmsListPage })),
      form: () => import('./pages/ncms/form-page').then((module) => ({ Component: module.NcmsFormPage })),
      view: () => import('./pages/ncms/view-page').then((module) => ({ Component: module.NcmsViewPage })),
    },
  },
  {
    segment: 'aliquotas-icms',
    idParam: 'rateId',
    singular: 'alíquota de ICMS',
    plural: 'Alíquotas de ICMS',
    gender: 'f',
    titles: {
      list: 'Alíquotas de ICMS',
      create: 'Nova alíquota de ICMS',
      edit: 'Editar alíquota de ICMS',
      view: 'Consultar alíquota de ICMS',
      config: 'Configurações da alíquota de ICMS',
    },
    access: {
      list: 'canViewIcmsRates',
      create: 'canCreateIcmsRate',
      edit: 'canEditIcmsRate',
      view: 'canViewIcmsRates',
    },
    pages: {
      list: () =>
        import('./pages/aliquotas-icms/list-page').then((module) => ({
          Component: module.AliquotasIcmsListPage,
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
    segment: 'aliquotas-seguro',
    idParam: 'rateId',
    singular: 'alíquota de seguro',
    plural: 'Alíquotas de seguro',
    gender: 'f',
    titles: {
      list: 'Alíquotas de seguro',
      create: 'Nova alíquota de seguro',
      edit: 'Editar alíquota de seguro',
      view: 'Consultar alíquota de seguro',
      config: 'Configurações da alíquota de seguro',
    },
    access: {
      list: 'canViewInsuranceRates',
      create: 'canCreateInsuranceRate',
      edit: 'canEditInsuranceRate',
      view: 'canViewInsuranceRates',
    },
    pages: {
      list: () =>
        import('./pages/aliquotas-seguro/list-page').then((module) => ({
          Component: module.AliquotasSeguroListPage,
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
    segment: 'servidores',
    idParam: 'serverId',
    singular: 'servidor',
    plural: 'Servidores',
    gender: 'm',
    titles: {
      list: 'Servidores',
      create: 'Novo servidor',
      edit: 'Editar servidor',
      view: 'Consultar servidor',
      config: 'Configurações do servidor',
    },
    access: {
      list: 'canViewServers',
      create: 'canCreateServer',
      edit: 'canEditServer',
      view: 'canViewServers',
    },
    pages: {
      list: () =>
        import('./pages/servidores/list-page').then((module) => ({ Component: module.ServidoresListPage })),
      form: () =>
        import('./pages/servidores/form-page').then((module) => ({ Component: module.ServidoresFormPage })),
      view: () =>
        import('./pages/servidores/view-page').then((module) => ({ Component: module.ServidoresViewPage })),
    },
  },
  {
    segment: 'pracas-pedagio',
    idParam: 'tollwayId',
    singular: 'praça de pedágio',
    plural: 'Praças de pedágio',
    gender: 'f',
    titles: {
      list: 'Praças de pedágio',
      create: 'Nova praça de pedágio',
      edit: 'Editar praça de pedágio',
      view: 'Consultar praça de pedágio',
      config: 'Configurações da praça de pedágio',
    },
    access: {
      list: 'canViewTollways',
      create: 'canCreateTollway',
      edit: 'canEditTollway',
      view: 'canViewTollways',
    },
    pages: {
      list: () =>
        import('./pages/pracas-pedagio/list-page').then((module) => ({
          Component: module.PracasPedagioListPage,
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
