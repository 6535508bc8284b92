import type { Situacao } from '@generated/api/model';
import { compareValues, foldText, readPath } from './text-search';

export interface ListQuery {
  pagina: number;
  limitePagina: number;
  /** Quick-search terms: every term must appear in one of the searchable fields. */
  filtros?: string[];
  situacao?: Situacao;
  /** "campo,asc" or "campo,desc". */
  ordenacao?: string;
}

export interface Page<T> {
  items: T[];
  totalItens: number;
  totalPaginas: number;
}

export interface ListOptions<T> {
  /** Texts a quick-search term is matched against. */
  searchText: (record: T) => string;
  /** Advanced-filter predicates, already bound to the query's values. */
  filters?: Array<(record: T) => boolean>;
  /** Sort used when the query names none. */
  defaultSort?: string;
  /** The records already come in the query's order (see Collection.sortedBy). */
  presorted?: boolean;
}

const foldedCache = new WeakMap<object, string>();

function foldedSearchText<T extends object>(record: T, searchText: (record: T) => string): string {
  let folded = foldedCache.get(record);
  if (folded === undefined) {
    folded = foldText(searchText(record));
    foldedCache.set(record, folded);
  }
  return folded;
}

function matchesSituacao(record: { ativo?: boolean }, situacao: Situacao | undefined): boolean {
  if (situacao === 'UNLOCK') return record.ativo === true;
  if (situacao === 'LOCK') return record.ativo === false;
  return true;
}

/** The comparator of an "campo,asc|desc" order. */
export function comparatorFor<T>(ordenacao: string): (a: T, b: T) => number {
  const [field, direction] = ordenacao.split(',');
  const sign = direction === 'desc' ? -1 : 1;
  return (a, b) => sign * compareValues(readPath(a, field), readPath(b, field));
}

function sortRecords<T>(records: T[], ordenacao: string | undefined): T[] {
  return ordenacao ? [...records].sort(comparatorFor(ordenacao)) : records;
}

/** The records a list call's tab, quick search and advanced filters accept (unsorted, unpaged). */
export function matchingRecords<T extends { ativo?: boolean }>(
  records: readonly T[],
  query: Pick<ListQuery, 'filtros' | 'situacao'>,
  options: Pick<ListOptions<T>, 'searchText' | 'filters'>,
): T[] {
  const terms = (query.filtros ?? []).map(foldText).filter(Boolean);
  const filters = options.filters ?? [];
  return records.filter(
    (record) =>
      matchesSituacao(record, query.situacao) &&
      filters.every((filter) => filter(record)) &&
      (terms.length === 0 ||
        terms.every((term) => foldedSearchText(record as T & object, options.searchText).includes(term))),
  );
}

/**
 * Applies a list call's query to a collection: tab (ativo), quick search, advanced filters,
 * sort, then the page (pagina is 1-based, as on the wire).
 */
export function listPage<T extends { ativo?: boolean }>(
  records: readonly T[],
  query: ListQuery,
  options: ListOptions<T>,
): Page<T> {
  const matching = matchingRecords(records, query, options);
  const sorted = options.presorted ? matching : sortRecords(matching, query.ordenacao ?? options.defaultSort);
  const size = query.limitePagina;
  const start = (query.pagina - 1) * size;
  return {
    items: sorted.slice(start, start + size),
    totalItens: sorted.length,
    totalPaginas: Math.ceil(sorted.length / size),
  };
}
