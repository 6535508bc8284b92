import type { RouteAccess } from '@/lib/permissions/route-access';

/**
 * The route → flags table of the resource routes (SPEC §6), next to the resource table: the list and
 * :id/consulta need `view`, novo `create`, :id/edita `edit`, :id/configuracoes `config`. Routes not in
 * here (dashboard, profile, routine hub, tickets) need only authentication.
 */
export interface ResourceAccess {
  view: RouteAccess;
  create: RouteAccess;
  edit: RouteAccess;
  config?: RouteAccess;
}

export type ResourcePage = 'list' | 'create' | 'edit' | 'view' | 'config';

export const resourceAccess: Readonly<Record<string, ResourceAccess>> = {
  empresas: {
    view: 'canViewCustomers',
    create: 'canCreateCustomer',
    edit: 'canEditCustomer',
    config: 'canEditCustomerConfig',
  },
  planos: { view: 'canViewCustomerPlans', create: 'canCreateCustomerPlan', edit: 'canEditCustomerPlan' },
  filiais: {
    view: 'canViewBranches',
    create: 'canCreateBranch',
    edit: 'canEditBranch',
    config: 'canEditBranchConfig',
  },
  unidades: { view: 'canViewUnits', create: 'canCreateUnit', edit: 'canEditUnit', config: 'canEditUnitConfig' },
  usuarios: { view: 'canViewUsers', create: 'canCreateUser', edit: 'canEditUser' },
  permissoes: { view: 'canViewPermissions', create: 'canCreatePermission', edit: 'canEditPermission' },
  modulos: { view: 'canViewModules', create: 'canCreateModule', edit: 'canEditModule' },
  rotinas: { view: 'canViewRoutines', create: 'canCreateRoutine', edit: 'canEditRoutine' },
  'rotinas-front-end': {
    view: 'canViewFrontRoutine',
    create: 'canCreateFrontRoutine',
    edit: 'canEditFrontRoutines',
  },
  cidades: { view: 'canViewCities', create: 'canCreateCity', edit: 'canEditCity' },
  paises: { view: 'canViewCountries', create: 'canCreateCountry', edit: 'canEditCountry' },
  bancos: { view: 'canViewBank', create: 'canCreateBank', edit: 'canEditBank' },
  cfops: { view: 'canViewCfop', create: 'canCreateCfop', edit: 'canEditCfop' },
  'aliquotas-icms': { view: 'canViewIcmsRates', create: 'canCreateIcmsRate', edit: 'canEditIcmsRate' },
  'aliquotas-seguro': {
    view: 'canViewInsuranceRates',
    create: 'canCreateInsuranceRate',
    edit: 'canEditInsuranceRate',
  },
  servidores: { view: 'canViewServers', create: 'canCreateServer', edit: 'canEditServer' },
  'pracas-pedagio': { view: 'canViewTollways', create: 'canCreateTollway', edit: 'canEditTollway' },
  ncms: { view: 'canViewNCMs', create: 'canCreateNCM', edit: 'canEditNCM' },
};

/** What a resource page needs; null for an unknown resource (or a page it does not have). */
export function resourcePageAccess(segment: string, page: ResourcePage): RouteAccess | null {
  const access = resourceAccess[segment];
  if (!access) return null;
  if (page === 'list') return access.view;
  return access[page] ?? null;
}
