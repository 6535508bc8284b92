/**
 * The product's 18 resources and their id parameters, in the manifest's order (one table for every test
 * that checks them).
 */
export const SPEC_RESOURCE_PARAMS: readonly string[] = [
  'empresas:customerId',
  'planos:planId',
  'filiais:branchId',
  'unidades:unitId',
  'usuarios:userId',
  'modulos:moduleId',
  'rotinas:routineId',
  'rotinas-front-end:routineId',
  'permissoes:permissionId',
  'cidades:cityId',
  'paises:countryId',
  'bancos:bankId',
  'cfops:cfopId',
  'ncms:ncmId',
  'aliquotas-icms:rateId',
  'aliquotas-seguro:rateId',
  'servidores:serverId',
  'pracas-pedagio:tollwayId',
];
