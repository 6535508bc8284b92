/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Pais } from '@generated/api/model';
import {
  alteraColunasUsuarioPaises,
  exportaExcelPaises,
  exportaListagemPaises,
  getBuscaColunasUsuarioPaisesQueryOptions,
  getListaPaisesQueryOptions,
} from '@generated/api/paises/paises';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Países asks the API for. */
export const paisesListQuery: ResourceListQuery<Pais> = {
  filters: [{ name: 'sigla', label: 'Sigla', kind: 'upper', maxLength: 2 }],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaPaisesQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioPaisesQueryOptions,
    saveColumns: alteraColunasUsuarioPaises,
    exportExcel: (params, options) => exportaExcelPaises(params, options),
    exportPdf: (params, options) => exportaListagemPaises(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(paisesListQuery, url);
