/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioAliquotasSeguros,
  exportaExcelAliquotasSeguros,
  exportaListagemAliquotasSeguros,
  getBuscaColunasUsuarioAliquotasSegurosQueryOptions,
  getListaAliquotasSegurosQueryOptions,
} from '@generated/api/aliquotas-seguros/aliquotas-seguros';
import type { AliquotaSeguro } from '@generated/api/model';
import { tipoSeguroCargaOptions } from '@generated/tables/enums';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Alíquotas de seguro asks the API for. */
export const aliquotasSeguroListQuery: ResourceListQuery<AliquotaSeguro> = {
  filters: [{ name: 'tipo', label: 'Tipo', kind: 'enum', options: tipoSeguroCargaOptions }],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaAliquotasSegurosQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioAliquotasSegurosQueryOptions,
    saveColumns: alteraColunasUsuarioAliquotasSeguros,
    exportExcel: (params, options) => exportaExcelAliquotasSeguros(params, options),
    exportPdf: (params, options) => exportaListagemAliquotasSeguros(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(aliquotasSeguroListQuery, url);
