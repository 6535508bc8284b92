/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Permissao } from '@generated/api/model';
import {
  alteraColunasUsuarioPermissoes,
  exportaExcelPermissoes,
  exportaListagemPermissoes,
  getBuscaColunasUsuarioPermissoesQueryOptions,
  getListaPermissoesQueryOptions,
} from '@generated/api/permissoes/permissoes';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Permissões asks the API for. */
export const permissoesListQuery: ResourceListQuery<Permissao> = {
  filters: [{ name: 'admin', label: 'Equipe do provedor', kind: 'boolean' }],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaPermissoesQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioPermissoesQueryOptions,
    saveColumns: alteraColunasUsuarioPermissoes,
    exportExcel: (params, options) => exportaExcelPermissoes(params, options),
    exportPdf: (params, options) => exportaListagemPermissoes(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(permissoesListQuery, url);
