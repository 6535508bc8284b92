/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Rotina } from '@generated/api/model';
import {
  alteraColunasUsuarioRotinas,
  exportaExcelRotinas,
  exportaListagemRotinas,
  getBuscaColunasUsuarioRotinasQueryOptions,
  getListaRotinasQueryOptions,
} from '@generated/api/rotinas/rotinas';
import { modulosReference } from '@generated/tables/references/modulos';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Rotinas do sistema asks the API for. */
export const rotinasListQuery: ResourceListQuery<Rotina> = {
  filters: [{ name: 'moduloId', label: 'Módulo', kind: 'reference', reference: modulosReference }],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaRotinasQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioRotinasQueryOptions,
    saveColumns: alteraColunasUsuarioRotinas,
    exportExcel: (params, options) => exportaExcelRotinas(params, options),
    exportPdf: (params, options) => exportaListagemRotinas(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(rotinasListQuery, url);
