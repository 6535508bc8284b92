/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioAliquotasIcms,
  exportaExcelAliquotasIcms,
  exportaListagemAliquotasIcms,
  getBuscaColunasUsuarioAliquotasIcmsQueryOptions,
  getListaAliquotasIcmsQueryOptions,
} from '@generated/api/aliquotas-icms/aliquotas-icms';
import type { AliquotaIcms } from '@generated/api/model';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Alíquotas de ICMS asks the API for. */
export const aliquotasIcmsListQuery: ResourceListQuery<AliquotaIcms> = {
  filters: [
    { name: 'ufOrigem', label: 'UF de origem', kind: 'uf' },
    { name: 'ufDestino', label: 'UF de destino', kind: 'uf' },
  ],
  defaultSort: 'ufOrigem,asc',
  listQuery: (params) => getListaAliquotasIcmsQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioAliquotasIcmsQueryOptions,
    saveColumns: alteraColunasUsuarioAliquotasIcms,
    exportExcel: (params, options) => exportaExcelAliquotasIcms(params, options),
    exportPdf: (params, options) => exportaListagemAliquotasIcms(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(aliquotasIcmsListQuery, url);
