import { describe, expect, it } from 'vitest';
import { ALL_ACTION_CODES } from '@mocks/db/data/action-codes';
import {
  permissionCodes,
  permissionFlagNames,
  permissionFlags,
  permissionFor,
  type PermissionFlag,
} from '@/lib/permissions/permission-flags';
import { hasAccess } from '@/lib/permissions/route-access';
import { pathAccess } from '@/lib/resources/path-access';
import { resourceAccess, resourcePageAccess } from '@/lib/resources/resource-access';
import { resourceRoutes } from '../../resources';

const granted = (codes: string[]) =>
  Object.entries(permissionFlags(new Set(codes)))
    .filter(([, value]) => value)
    .map(([flag]) => flag)
    .sort();

describe('permission flags', () => {
  it('names canView/canCreate/canEdit of every entity as the product spells them', () => {
    const entities: Array<[string, string, string]> = [
      ['Bank', 'Bank', 'Bank'],
      ['Branches', 'Branch', 'Branch'],
      ['Cfop', 'Cfop', 'Cfop'],
      ['Cities', 'City', 'City'],
      ['Countries', 'Country', 'Country'],
      ['CustomerPlans', 'CustomerPlan', 'CustomerPlan'],
      ['Customers', 'Customer', 'Customer'],
      ['FrontRoutine', 'FrontRoutine', 'FrontRoutines'],
      ['IcmsRates', 'IcmsRate', 'IcmsRate'],
      ['InsuranceRates', 'InsuranceRate', 'InsuranceRate'],
      ['Modules', 'Module', 'Module'],
      ['NCMs', 'NCM', 'NCM'],
      ['Permissions', 'Permission', 'Permission'],
      ['Routines', 'Routine', 'Routine'],
      ['Servers', 'Server', 'Server'],
      ['Tollways', 'Tollway', 'Tollway'],
      ['Units', 'Unit', 'Unit'],
      ['Users', 'User', 'User'],
    ];
    for (const [view, create, edit] of entities) {
      expect(permissionFlagNames).toContain(`canView${view}`);
      expect(permissionFlagNames).toContain(`canCreate${create}`);
      expect(permissionFlagNames).toContain(`canEdit${edit}`);
    }
    for (const extra of ['canEditBranchConfig', 'canEditCustomerConfig', 'canEditUnitConfig']) {
      expect(permissionFlagNames).toContain(extra);
    }
  });

  it('maps each code form and prefix to its flag', () => {
    const expected: Array<[PermissionFlag, string]> = [
      ['canViewCities', 'CON_CID'],
      ['canCreateCity', 'NOV_CID'],
      ['canEditCity', 'ALT_CID'],
      ['canLockCity', 'ATIVA_INATIVA_CID'],
      ['canImportCities', 'IMPORTA_CID'],
      ['canViewBank', 'CON_BANCO'],
      ['canViewFrontRoutine', 'CON_FRONT_ROT'],
      ['canCreateFrontRoutine', 'NOV_FRONT_ROT'],
      ['canEditFrontRoutines', 'ALT_FRONT_ROT'],
      ['canDeleteFrontRoutine', 'DEL_FRONT_ROT'],
      ['canSendConfirmationEmail', 'EMAIL_USU'],
      ['canEditBranchConfig', 'ALT_CONF_FIL'],
      ['canEditCustomerConfig', 'ALT_CONF_EMP'],
      ['canEditUnitConfig', 'ALT_CONF_UNI'],
      ['canImportIcmsRates', 'IMPORTA_ALIQ_ICMS'],
      ['canImportInsuranceRates', 'IMPORTA_ALIQ_SEG'],
      ['canImportTollways', 'IMPORTA_PRAC_PED'],
      ['canImportNCMs', 'IMPORTA_NCM'],
      ['canImportCfop', 'IMPORTA_CFOP'],
      ['canImportCountries', 'IMPORTA_PAIS'],
      ['canEditServer', 'ALT_SERVIDOR'],
    ];
    for (const [flag, code] of expected) {
      expect(permissionCodes[flag]).toBe(code);
      expect(granted([code])).toEqual([flag]);
    }
  });

  it('gives each action code of the API exactly one flag, and every flag a code', () => {
    const codes = Object.values(permissionCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...ALL_ACTION_CODES].sort());
    expect(granted(ALL_ACTION_CODES)).toEqual([...permissionFlagNames].sort());
  });

  it('grants the restricted support profile (CON_PAIS, CON_CID) only the two views', () => {
    expect(granted(['CON_PAIS', 'CON_CID'])).toEqual(['canViewCities', 'canViewCountries']);
    expect(granted([])).toEqual([]);
    // Codes are matched whole: ALT_CONF_FIL is not ALT_FIL, unknown codes grant nothing.
    expect(granted(['ALT_CONF_FIL', 'CON_XYZ', 'con_cid'])).toEqual(['canEditBranchConfig']);
  });

  it('permissionFor finds the flag of an action on a resource segment', () => {
    expect(permissionFor('cidades', 'view')).toBe('canViewCities');
    expect(permissionFor('cidades', 'import')).toBe('canImportCities');
    expect(permissionFor('rotinas-front-end', 'edit')).toBe('canEditFrontRoutines');
    expect(permissionFor('empresas', 'config')).toBe('canEditCustomerConfig');
    expect(permissionFor('usuarios', 'lock')).toBe('canLockUser');
    expect(permissionFor('bancos', 'import')).toBeNull();
    expect(permissionFor('cidades', 'config')).toBeNull();
    expect(permissionFor('chamados', 'view')).toBeNull();
  });
});

describe('route access', () => {
  const flags = permissionFlags(new Set(['CON_CID', 'NOV_CID']));

  it('needs any flag of a group, or all of them with requireAll', () => {
    expect(hasAccess(flags, 'canViewCities')).toBe(true);
    expect(hasAccess(flags, 'canEditCity')).toBe(false);
    expect(hasAccess(flags, { flags: ['canEditCity', 'canCreateCity'] })).toBe(true);
    expect(hasAccess(flags, { flags: ['canEditCity', 'canCreateCity'], requireAll: true })).toBe(false);
    expect(hasAccess(flags, { flags: ['canViewCities', 'canCreateCity'], requireAll: true })).toBe(true);
    expect(hasAccess(flags, { flags: [] })).toBe(false);
    expect(hasAccess(flags, null)).toBe(true);
  });

  it('has an entry for every resource route, matching permissionFor', () => {
    expect(Object.keys(resourceAccess).sort()).toEqual(resourceRoutes.map((route) => route.segment).sort());
    for (const route of resourceRoutes) {
      const { segment } = route;
      expect(resourcePageAccess(segment, 'list')).toBe(permissionFor(segment, 'view'));
      expect(resourcePageAccess(segment, 'view')).toBe(permissionFor(segment, 'view'));
      expect(resourcePageAccess(segment, 'create')).toBe(permissionFor(segment, 'create'));
      expect(resourcePageAccess(segment, 'edit')).toBe(permissionFor(segment, 'edit'));
      expect(resourcePageAccess(segment, 'config')).toEqual(
        route.hasConfig
          ? { flags: [permissionFor(segment, 'view'), permissionFor(segment, 'config')] }
          : null,
      );
    }
    expect(resourcePageAccess('nao-existe', 'list')).toBeNull();
  });

  it('opens a configuration page with the view flag or the config flag, and without both refuses it', () => {
    const access = resourcePageAccess('filiais', 'config');
    expect(access).toEqual({ flags: ['canViewBranches', 'canEditBranchConfig'] });
    expect(hasAccess(permissionFlags(new Set(['CON_FIL'])), access)).toBe(true);
    expect(hasAccess(permissionFlags(new Set(['ALT_CONF_FIL'])), access)).toBe(true);
    expect(hasAccess(permissionFlags(new Set(['CON_EMP', 'ALT_CONF_UNI', 'ALT_FIL'])), access)).toBe(false);
    expect(resourcePageAccess('empresas', 'config')).toEqual({
      flags: ['canViewCustomers', 'canEditCustomerConfig'],
    });
    expect(resourcePageAccess('unidades', 'config')).toEqual({
      flags: ['canViewUnits', 'canEditUnitConfig'],
    });
  });

  it('answers what the page at an address needs, by its route (a notification offers only what the user may open)', () => {
    expect(pathAccess('/dashboard/servidores')).toBe('canViewServers');
    expect(pathAccess('/dashboard/servidores?pagina=2#topo')).toBe('canViewServers');
    expect(pathAccess('/dashboard/cidades/novo')).toBe('canCreateCity');
    expect(pathAccess('/dashboard/cidades/12/edita')).toBe('canEditCity');
    expect(pathAccess('/dashboard/cidades/12/consulta')).toBe('canViewCities');
    expect(pathAccess('/dashboard/empresas/3/configuracoes')).toEqual({
      flags: ['canViewCustomers', 'canEditCustomerConfig'],
    });
    expect(pathAccess('/dashboard/rotinas-front-end/7/edita')).toBe(
      permissionFor('rotinas-front-end', 'edit'),
    );
    // Pages of a session alone, and addresses outside the resources.
    for (const path of [
      '/dashboard',
      '/dashboard/chamados',
      '/dashboard/chamados/4/detalhes',
      '/dashboard/perfil',
      '/dashboard/todas-rotinas',
      '/',
    ])
      expect(pathAccess(path)).toBeNull();
    const support = permissionFlags(new Set(['CON_PAIS', 'CON_CID']));
    expect(hasAccess(support, pathAccess('/dashboard/servidores'))).toBe(false);
    expect(hasAccess(support, pathAccess('/dashboard/cidades'))).toBe(true);
    expect(hasAccess(support, pathAccess('/dashboard/cidades/1/edita'))).toBe(false);
  });
});
