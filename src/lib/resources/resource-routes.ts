/**
 * The resources of SPEC §2 as data: URL segment, id parameter and pt-BR titles. The router builds the
 * list / novo / :id/edita / :id/consulta (and configuracoes) routes from this table, so that generated
 * pages can replace the placeholders resource by resource. It lives in src/lib so that features (the
 * routine hub, the start page), permissions and generated pages share it; src/app/routes/resource-routes.ts
 * re-exports it.
 */

export type Gender = 'f' | 'm';

export interface ResourceRoute {
  /** URL segment under /dashboard, e.g. 'cidades'. */
  segment: string;
  /** Route parameter of the record id, e.g. 'cityId'. */
  idParam: string;
  /** Singular as written inside a sentence, e.g. 'cidade', 'CFOP', 'alíquota de ICMS'. */
  singular: string;
  /** Plural title of the list page, e.g. 'Cidades'. */
  plural: string;
  /** Grammatical gender (Nova/Novo, da/do). */
  gender: Gender;
  /** Has a configuration page at :id/configuracoes. */
  hasConfig?: boolean;
}

export const resourceRoutes: readonly ResourceRoute[] = [
  {
    segment: 'empresas',
    idParam: 'customerId',
    singular: 'empresa',
    plural: 'Empresas',
    gender: 'f',
    hasConfig: true,
  },
  { segment: 'planos', idParam: 'planId', singular: 'plano', plural: 'Planos', gender: 'm' },
  {
    segment: 'filiais',
    idParam: 'branchId',
    singular: 'filial',
    plural: 'Filiais',
    gender: 'f',
    hasConfig: true,
  },
  {
    segment: 'unidades',
    idParam: 'unitId',
    singular: 'unidade',
    plural: 'Unidades',
    gender: 'f',
    hasConfig: true,
  },
  { segment: 'usuarios', idParam: 'userId', singular: 'usuário', plural: 'Usuários', gender: 'm' },
  {
    segment: 'permissoes',
    idParam: 'permissionId',
    singular: 'permissão',
    plural: 'Permissões',
    gender: 'f',
  },
  { segment: 'modulos', idParam: 'moduleId', singular: 'módulo', plural: 'Módulos', gender: 'm' },
  { segment: 'rotinas', idParam: 'routineId', singular: 'rotina', plural: 'Rotinas', gender: 'f' },
  {
    segment: 'rotinas-front-end',
    idParam: 'routineId',
    singular: 'rotina front-end',
    plural: 'Rotinas front-end',
    gender: 'f',
  },
  { segment: 'cidades', idParam: 'cityId', singular: 'cidade', plural: 'Cidades', gender: 'f' },
  { segment: 'paises', idParam: 'countryId', singular: 'país', plural: 'Países', gender: 'm' },
  { segment: 'bancos', idParam: 'bankId', singular: 'banco', plural: 'Bancos', gender: 'm' },
  { segment: 'cfops', idParam: 'cfopId', singular: 'CFOP', plural: 'CFOPs', gender: 'm' },
  {
    segment: 'aliquotas-icms',
    idParam: 'rateId',
    singular: 'alíquota de ICMS',
    plural: 'Alíquotas de ICMS',
    gender: 'f',
  },
  {
    segment: 'aliquotas-seguro',
    idParam: 'rateId',
    singular: 'alíquota de seguro',
    plural: 'Alíquotas de seguro',
    gender: 'f',
  },
  { segment: 'servidores', idParam: 'serverId', singular: 'servidor', plural: 'Servidores', gender: 'm' },
  {
    segment: 'pracas-pedagio',
    idParam: 'tollwayId',
    singular: 'praça de pedágio',
    plural: 'Praças de pedágio',
    gender: 'f',
  },
  { segment: 'ncms', idParam: 'ncmId', singular: 'NCM', plural: 'NCMs', gender: 'm' },
];

export interface ResourceTitles {
  list: string;
  create: string;
  edit: string;
  view: string;
  config: string;
}

/** 'Cidades', 'Nova cidade', 'Editar cidade', 'Consultar cidade', 'Configurações da cidade'. */
export function resourceTitles(resource: ResourceRoute): ResourceTitles {
  const { singular, plural, gender } = resource;
  return {
    list: plural,
    create: `${gender === 'f' ? 'Nova' : 'Novo'} ${singular}`,
    edit: `Editar ${singular}`,
    view: `Consultar ${singular}`,
    config: `Configurações ${gender === 'f' ? 'da' : 'do'} ${singular}`,
  };
}

export function findResourceRoute(segment: string): ResourceRoute | undefined {
  return resourceRoutes.find((resource) => resource.segment === segment);
}
