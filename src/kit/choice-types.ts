/**
 * What a field or a filter chooses among: the options of an enumeration, or the records of another
 * resource's list call (a reference), possibly limited by another value of the same form.
 */
import type { ListParams } from './query-types';

/** One option of an enumeration (select, radio, filter). */
export interface FieldOption {
  value: string | number | boolean;
  label: string;
}

/**
 * Where a reference picker (and a reference filter) takes its options from: a list call of another
 * resource. The kit always adds situacao UNLOCK (pickers list active records only), the typed
 * search as filtros, pagina and limitePagina; `params` adds the fixed ones (customers:
 * { acessoLimitado: false }; permissions: { admin: true, ordenacao: 'descricao,asc' }).
 */
export interface ReferenceSource<T extends { id: number } = { id: number }> {
  /** Stable key of the options cache, e.g. 'empresas'. */
  key: string;
  /** The orval list function (e.g. listaEmpresas). Method syntax on purpose: orval params types fit. */
  list(params: ListParams, options?: undefined, signal?: AbortSignal): Promise<{ items: T[] }>;
  /** The orval get-by-id function (e.g. buscaEmpresa): shows the label of a value not among the options. */
  get(id: number, options?: undefined, signal?: AbortSignal): Promise<T>;
  /** Label of an option (e.g. nome; branches `${codigo} - ${fantasia ?? nome}`). */
  label(item: T): string;
  /**
   * What tells apart options whose labels repeat, from the record the list already gave (a customer's
   * CNPJ and city): shown as a second line of those options, and read with their label (manifest `detail`).
   */
  detail?(item: T): ReadonlyArray<string | null | undefined>;
  /** Fixed list params. */
  params?: Readonly<Record<string, unknown>>;
}

/** A reference limited by another value of the same form or filter set (unit's branch by company). */
export interface ReferenceDependency {
  /** Name of the other field / filter whose value is needed first (e.g. 'empresaId'). */
  field: string;
  /** List param that carries it (e.g. 'empresaId'). */
  param: string;
}
