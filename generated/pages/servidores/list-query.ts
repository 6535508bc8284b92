/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Servidor } from '@generated/api/model';
import {
  alteraColunasUsuarioServidores,
  exportaExcelServidores,
  exportaListagemServidores,
  getBuscaColunasUsuarioServidoresQueryOptions,
  getListaServidoresQueryOptions,
} from '@generated/api/servidores/servidores';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Servidores asks the API for. */
export const servidoresListQuery: ResourceListQuery<Servidor> = {
  filters: [
    { name: 'comInstanciaNuvem', label: 'Instância na nuvem', kind: 'boolean' },
    { name: 'endereco', label: 'Endereço', kind: 'text', maxLength: 255 },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaServidoresQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioServidoresQueryOptions,
    saveColumns: alteraColunasUsuarioServidores,
    exportExcel: (params, options) => exportaExcelServidores(params, options),
    exportPdf: (params, options) => exportaListagemServidores(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(servidoresListQuery, url);
