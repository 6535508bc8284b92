/**
 * What the kit asks the API for and gets back: a record, a list call's params and page, and the query
 * options orval makes for a call. Imports none of the kit, so every kit module may take these.
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { AxiosRequestConfig } from 'axios';
import type { Auditoria, LimitePaginaParameter, PreferenciasColunas, Situacao } from '@generated/api/model';

/** Every record of a resource has these two, and the audit fields (created/updated: when and by whom). */
export interface ResourceRecord extends Auditoria {
  id: number;
  ativo: boolean;
}

/** A page of a list call (list responses carry items). */
export interface ResourcePage<T> {
  items: T[];
  totalItens: number;
  totalPaginas: number;
}

/** The query params every list call takes; advanced filters are added by name. */
export interface ListParams {
  limitePagina: LimitePaginaParameter;
  /** 1-based on the wire (the kit keeps 0-based internally and sends +1). */
  pagina: number;
  filtros?: string[];
  situacao: Situacao;
  ordenacao?: string;
  [filter: string]: unknown;
}

/** What orval's get*QueryOptions returns, in the shape the kit passes to useQuery. */
export type QueryOptionsOf<T> = UseQueryOptions<T, Error, T, QueryKey>;

/** An export of the list (the list's params without the page, or the selection's ids) as a file. */
export type ListExportCall = (params: Record<string, unknown>, options: AxiosRequestConfig) => Promise<Blob>;

/**
 * A resource's own calls beside its list page (each resource has its paths in the contract:
 * /v1/bancos/colunas-usuarios, /v1/bancos/exporta-excel …, with the list's own filters): orval's
 * functions, which the generated list query hands over.
 */
export interface ResourceListCalls {
  /** GET colunas-usuarios: the user's saved columns. */
  columnsQuery: () => QueryOptionsOf<PreferenciasColunas>;
  /** POST colunas-usuarios: saves them (colunas [] goes back to the defaults); answers what was saved. */
  saveColumns: (body: PreferenciasColunas) => Promise<PreferenciasColunas>;
  /** GET exporta-excel. */
  exportExcel: ListExportCall;
  /** GET exporta-listagem (PDF). */
  exportPdf: ListExportCall;
}

/** The two exports of a list, which its 'Exportar' menus offer. */
export type ListExportCalls = Pick<ResourceListCalls, 'exportExcel' | 'exportPdf'>;
