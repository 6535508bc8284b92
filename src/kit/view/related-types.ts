import type { ReactNode } from 'react';
import type { QueryOptionsOf, ResourcePage } from '../query-types';

/** A value of a list call's params as a related list carries it (a list, such as statuses, goes whole). */
export type RelatedParamValue = string | number | boolean | readonly (string | number | boolean)[];

/** The params of a related list that name the record it belongs to (and the fixed ones, e.g. statuses). */
export type RelatedParams = Readonly<Record<string, RelatedParamValue>>;

/** What the kit adds to a related list's params: its first page. */
export interface RelatedPageParams {
  limitePagina: 10;
  pagina: 1;
}

/**
 * Records of another list that lead from the record on a view page (manifest `related`: a customer's
 * branches, units, users and open tickets): their count, the first few, each a link to its record, and
 * 'Ver todos' opening the list at `listPath` with the same params in its address. The section shows only
 * to users who may open that list (the route's own rule, pathAccess).
 */
export interface RelatedList<T, R extends { id: number }> {
  title: string;
  /** The list page ('Ver todos' adds the params as its address's filters). */
  listPath: string;
  /** The list call's params naming this record (and the fixed ones): also the filters of 'Ver todos'. */
  params: (record: T) => RelatedParams;
  /** The list call (orval's query options) for these params and the kit's first page. */
  query: (params: RelatedParams & RelatedPageParams) => QueryOptionsOf<ResourcePage<R>>;
  /** A row's name or code: the text of its link. */
  label: (row: R) => string;
  /** One identifying detail of a row (a CNPJ, an e-mail, a status). */
  detail?: (row: R) => ReactNode;
  /** A row's page (its consulta, a ticket's detalhes). */
  recordPath: (row: R) => string;
  /** What the section says when the record has none (default 'Nenhum registro encontrado'). */
  empty?: string;
}

/** A related list with its row type erased: a view page holds several, each of its own rows. */
export type RelatedSection<T> = RelatedList<T, { id: number }>;

/** Declares one related list of a view page (generated from the manifest), typed by its rows. */
export function relatedList<T, R extends { id: number }>(list: RelatedList<T, R>): RelatedSection<T> {
  // Safe: the kit hands each list's functions only the rows its own query returned.
  return list as unknown as RelatedSection<T>;
}
