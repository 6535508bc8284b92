/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioCfops,
  exportaExcelCfops,
  exportaListagemCfops,
  getBuscaColunasUsuarioCfopsQueryOptions,
  getListaCfopsQueryOptions,
} from '@generated/api/cfops/cfops';
import type { Cfop } from '@generated/api/model';
import { cfopPrimeiroDigitoOptions, tipoCfopOptions } from '@generated/tables/enums';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of CFOPs asks the API for. */
export const cfopsListQuery: ResourceListQuery<Cfop> = {
  filters: [
    { name: 'tipo', label: 'Tipo', kind: 'enum', options: tipoCfopOptions },
    { name: 'codigoInicial', label: 'Primeiro dígito', kind: 'enum', options: cfopPrimeiroDigitoOptions },
  ],
  defaultSort: 'codigo,asc',
  listQuery: (params) => getListaCfopsQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioCfopsQueryOptions,
    saveColumns: alteraColunasUsuarioCfops,
    exportExcel: (params, options) => exportaExcelCfops(params, options),
    exportPdf: (params, options) => exportaListagemCfops(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(cfopsListQuery, url);
