import type { ComponentType } from 'react';
import type { Recurso } from '@generated/api/model';

/**
 * The types of the generated resource tables (codegen/resources.yaml → generated/tables/resources.ts and
 * generated/pages/routes.tsx) and the pt-BR page titles. Declared here, importing nothing generated but API
 * model types, so that generated code, the resource kit and src/lib share them without a cycle.
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

/** A resource as generated/tables/resources.ts declares it: its route entry plus its generic API prefix. */
export interface ResourceInfo extends ResourceRoute {
  /** Prefix of the generic calls (/v1/{recurso}/inativa, colunas-usuarios, exporta-excel…). */
  recurso: Recurso;
  /** The list offers the spreadsheet import entry point (to users holding IMPORTA_<prefix>). */
  importable?: boolean;
  /**
   * How a record is named, as the manifest writes it: a field path ('nome') or a template
   * ('{codigo} - {fantasia ?? nome}'); formatRecordLabel reads it (where the page's own code is not loaded).
   */
  recordLabel?: string;
}

export interface ResourceTitles {
  list: string;
  create: string;
  edit: string;
  view: string;
  config: string;
}

/** 'Cidades', 'Nova cidade', 'Editar cidade', 'Consultar cidade', 'Configurações da cidade'. */
export function resourceTitles(
  resource: Pick<ResourceRoute, 'singular' | 'plural' | 'gender'>,
): ResourceTitles {
  const { singular, plural, gender } = resource;
  return {
    list: plural,
    create: `${gender === 'f' ? 'Nova' : 'Novo'} ${singular}`,
    edit: `Editar ${singular}`,
    view: `Consultar ${singular}`,
    config: `Configurações ${gender === 'f' ? 'da' : 'do'} ${singular}`,
  };
}

/** The short names of a resource's pages in the breadcrumb trail, after the resource's own (its plural). */
export function resourceCrumbs(resource: Pick<ResourceRoute, 'gender'>): Omit<ResourceTitles, 'list'> {
  return {
    create: resource.gender === 'f' ? 'Nova' : 'Novo',
    edit: 'Editar',
    view: 'Consultar',
    config: 'Configurações',
  };
}

/** Loads one page lazily, in the shape of a react-router lazy route. */
export type PageLoader = () => Promise<{ Component: ComponentType }>;

/**
 * Starts the request of a resource's list for a URL (href) of its list page, as the page's first render
 * will make it; the list route's loader calls it (generated/pages/<segment>/list-query.ts). Settles (never
 * rejects) when the answers are in.
 */
export type ListPrefetch = (url: string) => Promise<void>;

/** Loads a list page: the page, and the starter of its request (the list route's loader calls it). */
export type ListPageLoader = () => Promise<{ Component: ComponentType; prefetchList: ListPrefetch }>;

/**
 * The route record of one resource (generated/pages/routes.tsx): everything the router needs to build its
 * list, novo, :id/edita, :id/consulta (and :id/configuracoes) routes. The titles follow from the
 * resource's names (resourceTitles).
 */
export interface ResourceRouteRecord {
  /** Its entry of the resource table (generated/tables/resources.ts). */
  resource: ResourceInfo;
  /**
   * The generated pages: list, form (novo and :id/edita), view (:id/consulta) and config (:id/configuracoes,
   * where the manifest declares `config`; absent for a placeholder).
   */
  pages: { list: ListPageLoader; form: PageLoader; view: PageLoader; config?: PageLoader };
}
