/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioCidades,
  exportaExcelCidades,
  exportaListagemCidades,
  getBuscaColunasUsuarioCidadesQueryOptions,
  getListaCidadesQueryOptions,
} from '@generated/api/cidades/cidades';
import type { Cidade } from '@generated/api/model';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Cidades asks the API for. */
export const cidadesListQuery: ResourceListQuery<Cidade> = {
  filters: [{ name: 'uf', label: 'UF', kind: 'uf' }],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaCidadesQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioCidadesQueryOptions,
    saveColumns: alteraColunasUsuarioCidades,
    exportExcel: (params, options) => exportaExcelCidades(params, options),
    exportPdf: (params, options) => exportaListagemCidades(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(cidadesListQuery, url);
