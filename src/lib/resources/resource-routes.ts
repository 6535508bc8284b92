import { resources } from '@generated/resources';

/**
 * The product's resources as data: URL segment, id parameter and pt-BR titles. The table itself is
 * generated from the resource manifest (codegen/resources.yaml → generated/resources.ts); the router
 * builds the list / novo / :id/edita / :id/consulta (and configuracoes) routes from it. It lives in
 * src/lib so that features (the routine hub, the start page), permissions and generated pages share it;
 * src/app/routes/resource-routes.ts re-exports it.
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

/** The product's resources, in the manifest's order: codegen/resources.yaml is the one source. */
export const resourceRoutes: readonly ResourceRoute[] = resources;

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
