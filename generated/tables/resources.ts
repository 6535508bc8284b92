/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { ResourceInfo } from '@/lib/resources/resource-info';

export const empresasResource: ResourceInfo = {
  segment: 'empresas',
  idParam: 'customerId',
  singular: 'cliente',
  plural: 'Clientes',
  gender: 'm',
  hasConfig: true,
  recurso: 'empresas',
  recordLabel: 'nome',
};

export const planosResource: ResourceInfo = {
  segment: 'planos',
  idParam: 'planId',
  singular: 'plano',
  plural: 'Planos',
  gender: 'm',
  recurso: 'planos',
  recordLabel: 'descricao',
};

export const filiaisResource: ResourceInfo = {
  segment: 'filiais',
  idParam: 'branchId',
  singular: 'filial',
  plural: 'Filiais',
  gender: 'f',
  hasConfig: true,
  recurso: 'filiais',
  recordLabel: '{codigo} - {fantasia ?? nome}',
};

export const unidadesResource: ResourceInfo = {
  segment: 'unidades',
  idParam: 'unitId',
  singular: 'unidade',
  plural: 'Unidades',
  gender: 'f',
  hasConfig: true,
  recurso: 'unidades',
  recordLabel: '{codigo} - {nome}',
};

export const usuariosResource: ResourceInfo = {
  segment: 'usuarios',
  idParam: 'userId',
  singular: 'usuário',
  plural: 'Usuários',
  gender: 'm',
  recurso: 'usuarios',
  recordLabel: 'nome',
};

export const modulosResource: ResourceInfo = {
  segment: 'modulos',
  idParam: 'moduleId',
  singular: 'módulo',
  plural: 'Módulos',
  gender: 'm',
  recurso: 'modulos',
  recordLabel: 'descricao',
};

export const rotinasResource: ResourceInfo = {
  segment: 'rotinas',
  idParam: 'routineId',
  singular: 'rotina do sistema',
  plural: 'Rotinas do sistema',
  gender: 'f',
  recurso: 'rotinas',
  recordLabel: 'descricao',
};

export const rotinasFrontEndResource: ResourceInfo = {
  segment: 'rotinas-front-end',
  idParam: 'routineId',
  singular: 'rotina front-end',
  plural: 'Rotinas front-end',
  gender: 'f',
  recurso: 'rotinas-front-end',
  recordLabel: 'descricao',
};

export const permissoesResource: ResourceInfo = {
  segment: 'permissoes',
  idParam: 'permissionId',
  singular: 'permissão',
  plural: 'Permissões',
  gender: 'f',
  recurso: 'permissoes',
  recordLabel: 'descricao',
};

export const cidadesResource: ResourceInfo = {
  segment: 'cidades',
  idParam: 'cityId',
  singular: 'cidade',
  plural: 'Cidades',
  gender: 'f',
  recurso: 'cidades',
  importable: true,
  recordLabel: 'nome',
};

export const paisesResource: ResourceInfo = {
  segment: 'paises',
  idParam: 'countryId',
  singular: 'país',
  plural: 'Países',
  gender: 'm',
  recurso: 'paises',
  importable: true,
  recordLabel: 'nome',
};

export const bancosResource: ResourceInfo = {
  segment: 'bancos',
  idParam: 'bankId',
  singular: 'banco',
  plural: 'Bancos',
  gender: 'm',
  recurso: 'bancos',
  recordLabel: '{codigo} - {nome}',
};

export const cfopsResource: ResourceInfo = {
  segment: 'cfops',
  idParam: 'cfopId',
  singular: 'CFOP',
  plural: 'CFOPs',
  gender: 'm',
  recurso: 'cfops',
  importable: true,
  recordLabel: 'codigo',
};

export const ncmsResource: ResourceInfo = {
  segment: 'ncms',
  idParam: 'ncmId',
  singular: 'NCM',
  plural: 'NCMs',
  gender: 'm',
  recurso: 'ncms',
  importable: true,
  recordLabel: 'codigo',
};

export const aliquotasIcmsResource: ResourceInfo = {
  segment: 'aliquotas-icms',
  idParam: 'rateId',
  singular: 'alíquota de ICMS',
  plural: 'Alíquotas de ICMS',
  gender: 'f',
  recurso: 'aliquotas-icms',
  importable: true,
  recordLabel: '{ufOrigem} - {ufDestino}',
};

export const aliquotasSeguroResource: ResourceInfo = {
  segment: 'aliquotas-seguro',
  idParam: 'rateId',
  singular: 'alíquota de seguro',
  plural: 'Alíquotas de seguro',
  gender: 'f',
  recurso: 'aliquotas-seguros',
  importable: true,
  recordLabel: 'descricao',
};

export const servidoresResource: ResourceInfo = {
  segment: 'servidores',
  idParam: 'serverId',
  singular: 'servidor',
  plural: 'Servidores',
  gender: 'm',
  recurso: 'servidores',
  recordLabel: 'nome',
};

export const pracasPedagioResource: ResourceInfo = {
  segment: 'pracas-pedagio',
  idParam: 'tollwayId',
  singular: 'praça de pedágio',
  plural: 'Praças de pedágio',
  gender: 'f',
  recurso: 'praca-pedagio',
  importable: true,
  recordLabel: 'nome',
};

/** Every resource of the app, in the manifest's order. */
export const resources: readonly ResourceInfo[] = [
  empresasResource,
  planosResource,
  filiaisResource,
  unidadesResource,
  usuariosResource,
  modulosResource,
  rotinasResource,
  rotinasFrontEndResource,
  permissoesResource,
  cidadesResource,
  paisesResource,
  bancosResource,
  cfopsResource,
  ncmsResource,
  aliquotasIcmsResource,
  aliquotasSeguroResource,
  servidoresResource,
  pracasPedagioResource,
];
