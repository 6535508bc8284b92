/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { RotinaFrontEnd } from '@generated/api/model';
import {
  alteraColunasUsuarioRotinasFrontEnd,
  exportaExcelRotinasFrontEnd,
  exportaListagemRotinasFrontEnd,
  getBuscaColunasUsuarioRotinasFrontEndQueryOptions,
  getListaRotinasFrontEndQueryOptions,
} from '@generated/api/rotinas-front-end/rotinas-front-end';
import { rotinasReference } from '@generated/tables/references/rotinas';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Rotinas front-end asks the API for. */
export const rotinasFrontEndListQuery: ResourceListQuery<RotinaFrontEnd> = {
  filters: [{ name: 'rotinaId', label: 'Rotina', kind: 'reference', reference: rotinasReference }],
  defaultSort: 'rota,asc',
  listQuery: (params) => getListaRotinasFrontEndQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioRotinasFrontEndQueryOptions,
    saveColumns: alteraColunasUsuarioRotinasFrontEnd,
    exportExcel: (params, options) => exportaExcelRotinasFrontEnd(params, options),
    exportPdf: (params, options) => exportaListagemRotinasFrontEnd(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(rotinasFrontEndListQuery, url);
