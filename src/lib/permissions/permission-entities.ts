/**
 * SPEC §6 as data: each entity's action-code prefix, the resource segment it guards and the names its
 * flags use. `view` names the canView flag, `one` the canCreate / canEdit / canLock flags (`edit`
 * overrides the canEdit name where the spec spells it differently: canEditFrontRoutines).
 */
export const permissionEntities = [
  { prefix: 'BANCO', segment: 'bancos', view: 'Bank', one: 'Bank' },
  { prefix: 'FIL', segment: 'filiais', view: 'Branches', one: 'Branch', config: 'canEditBranchConfig' },
  { prefix: 'CFOP', segment: 'cfops', view: 'Cfop', one: 'Cfop', importable: true },
  { prefix: 'CID', segment: 'cidades', view: 'Cities', one: 'City', importable: true },
  { prefix: 'PAIS', segment: 'paises', view: 'Countries', one: 'Country', importable: true },
  { prefix: 'PLANO', segment: 'planos', view: 'CustomerPlans', one: 'CustomerPlan' },
  { prefix: 'EMP', segment: 'empresas', view: 'Customers', one: 'Customer', config: 'canEditCustomerConfig' },
  {
    prefix: 'FRONT_ROT',
    segment: 'rotinas-front-end',
    view: 'FrontRoutine',
    one: 'FrontRoutine',
    edit: 'FrontRoutines',
  },
  { prefix: 'ALIQ_ICMS', segment: 'aliquotas-icms', view: 'IcmsRates', one: 'IcmsRate', importable: true },
  {
    prefix: 'ALIQ_SEG',
    segment: 'aliquotas-seguro',
    view: 'InsuranceRates',
    one: 'InsuranceRate',
    importable: true,
  },
  { prefix: 'MOD', segment: 'modulos', view: 'Modules', one: 'Module' },
  { prefix: 'NCM', segment: 'ncms', view: 'NCMs', one: 'NCM', importable: true },
  { prefix: 'PERM', segment: 'permissoes', view: 'Permissions', one: 'Permission' },
  { prefix: 'ROT', segment: 'rotinas', view: 'Routines', one: 'Routine' },
  { prefix: 'SERVIDOR', segment: 'servidores', view: 'Servers', one: 'Server' },
  { prefix: 'PRAC_PED', segment: 'pracas-pedagio', view: 'Tollways', one: 'Tollway', importable: true },
  { prefix: 'UNI', segment: 'unidades', view: 'Units', one: 'Unit', config: 'canEditUnitConfig' },
  { prefix: 'USU', segment: 'usuarios', view: 'Users', one: 'User' },
] as const;

export type PermissionEntity = (typeof permissionEntities)[number];

/** Code forms of SPEC §6. */
export const CODE_FORMS = {
  view: 'CON_',
  create: 'NOV_',
  edit: 'ALT_',
  lock: 'ATIVA_INATIVA_',
  import: 'IMPORTA_',
  config: 'ALT_CONF_',
} as const;

/** Codes beyond the per-entity forms. */
export const extraPermissionCodes = {
  canSendConfirmationEmail: 'EMAIL_USU',
  canDeleteFrontRoutine: 'DEL_FRONT_ROT',
} as const;
