/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
/**
 * Each resource's action-code prefix, the segment it guards and the names its flags use: `view` names
 * canView (and canImport), `one` canCreate / canEdit / canLock, `edit` the canEdit name where the spec
 * spells it apart, `config` the configuration flag.
 */
export const permissionEntities = [
  { prefix: 'EMP', segment: 'empresas', view: 'Customers', one: 'Customer', config: 'canEditCustomerConfig' },
  { prefix: 'PLANO', segment: 'planos', view: 'CustomerPlans', one: 'CustomerPlan' },
  { prefix: 'FIL', segment: 'filiais', view: 'Branches', one: 'Branch', config: 'canEditBranchConfig' },
  { prefix: 'UNI', segment: 'unidades', view: 'Units', one: 'Unit', config: 'canEditUnitConfig' },
  { prefix: 'USU', segment: 'usuarios', view: 'Users', one: 'User' },
  { prefix: 'MOD', segment: 'modulos', view: 'Modules', one: 'Module' },
  { prefix: 'ROT', segment: 'rotinas', view: 'Routines', one: 'Routine' },
  {
    prefix: 'FRONT_ROT',
    segment: 'rotinas-front-end',
    view: 'FrontRoutine',
    one: 'FrontRoutine',
    edit: 'FrontRoutines',
  },
  { prefix: 'PERM', segment: 'permissoes', view: 'Permissions', one: 'Permission' },
  { prefix: 'CID', segment: 'cidades', view: 'Cities', one: 'City', importable: true },
  { prefix: 'PAIS', segment: 'paises', view: 'Countries', one: 'Country', importable: true },
  { prefix: 'BANCO', segment: 'bancos', view: 'Bank', one: 'Bank' },
  { prefix: 'CFOP', segment: 'cfops', view: 'Cfop', one: 'Cfop', importable: true },
  { prefix: 'NCM', segment: 'ncms', view: 'NCMs', one: 'NCM', importable: true },
  { prefix: 'ALIQ_ICMS', segment: 'aliquotas-icms', view: 'IcmsRates', one: 'IcmsRate', importable: true },
  {
    prefix: 'ALIQ_SEG',
    segment: 'aliquotas-seguro',
    view: 'InsuranceRates',
    one: 'InsuranceRate',
    importable: true,
  },
  { prefix: 'SERVIDOR', segment: 'servidores', view: 'Servers', one: 'Server' },
  { prefix: 'PRAC_PED', segment: 'pracas-pedagio', view: 'Tollways', one: 'Tollway', importable: true },
] as const;
