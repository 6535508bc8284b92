/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioBancos,
  exportaExcelBancos,
  exportaListagemBancos,
  getBuscaColunasUsuarioBancosQueryOptions,
  getListaBancosQueryOptions,
} from '@generated/api/bancos/bancos';
import type { Banco } from '@generated/api/model';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Bancos asks the API for. */
export const bancosListQuery: ResourceListQuery<Banco> = {
  filters: [{ name: 'codigo', label: 'Código', kind: 'code', maxLength: 3 }],
  defaultSort: 'codigo,asc',
  listQuery: (params) => getListaBancosQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioBancosQueryOptions,
    saveColumns: alteraColunasUsuarioBancos,
    exportExcel: (params, options) => exportaExcelBancos(params, options),
    exportPdf: (params, options) => exportaListagemBancos(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(bancosListQuery, url);
