/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Ncm } from '@generated/api/model';
import {
  alteraColunasUsuarioNcms,
  exportaExcelNcms,
  exportaListagemNcms,
  getBuscaColunasUsuarioNcmsQueryOptions,
  getListaNcmsQueryOptions,
} from '@generated/api/ncms/ncms';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of NCMs asks the API for. */
export const ncmsListQuery: ResourceListQuery<Ncm> = {
  filters: [{ name: 'prefixoCodigo', label: 'Prefixo do código', kind: 'code', maxLength: 8 }],
  defaultSort: 'codigo,asc',
  listQuery: (params) => getListaNcmsQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioNcmsQueryOptions,
    saveColumns: alteraColunasUsuarioNcms,
    exportExcel: (params, options) => exportaExcelNcms(params, options),
    exportPdf: (params, options) => exportaListagemNcms(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(ncmsListQuery, url);
