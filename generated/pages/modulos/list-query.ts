/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Modulo } from '@generated/api/model';
import {
  alteraColunasUsuarioModulos,
  exportaExcelModulos,
  exportaListagemModulos,
  getBuscaColunasUsuarioModulosQueryOptions,
  getListaModulosQueryOptions,
} from '@generated/api/modulos/modulos';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Módulos asks the API for. */
export const modulosListQuery: ResourceListQuery<Modulo> = {
  filters: [
    { name: 'valorMinimo', label: 'Valor mínimo', kind: 'currency' },
    { name: 'valorMaximo', label: 'Valor máximo', kind: 'currency' },
  ],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaModulosQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioModulosQueryOptions,
    saveColumns: alteraColunasUsuarioModulos,
    exportExcel: (params, options) => exportaExcelModulos(params, options),
    exportPdf: (params, options) => exportaListagemModulos(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(modulosListQuery, url);
