/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type {
  ExportaExcelPaisesParams,
  ExportaListagemPaisesParams,
  ListaPaisesParams,
  Pais,
} from '@generated/api/model';
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
  listQuery: (params) => getListaPaisesQueryOptions(params as ListaPaisesParams),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioPaisesQueryOptions,
    saveColumns: alteraColunasUsuarioPaises,
    exportExcel: (params, options) => exportaExcelPaises(params as ExportaExcelPaisesParams, options),
    exportPdf: (params, options) => exportaListagemPaises(params as ExportaListagemPaisesParams, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(paisesListQuery, url);
