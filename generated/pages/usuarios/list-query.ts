/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Usuario } from '@generated/api/model';
import {
  alteraColunasUsuarioUsuarios,
  exportaExcelUsuarios,
  exportaListagemUsuarios,
  getBuscaColunasUsuarioUsuariosQueryOptions,
  getListaUsuariosQueryOptions,
} from '@generated/api/usuarios/usuarios';
import { empresasReference } from '@generated/tables/references/empresas';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Usuários asks the API for. */
export const usuariosListQuery: ResourceListQuery<Usuario> = {
  filters: [
    { name: 'admin', label: 'Equipe do provedor', kind: 'boolean' },
    { name: 'empresaId', label: 'Cliente', kind: 'reference', reference: empresasReference },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaUsuariosQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioUsuariosQueryOptions,
    saveColumns: alteraColunasUsuarioUsuarios,
    exportExcel: (params, options) => exportaExcelUsuarios(params, options),
    exportPdf: (params, options) => exportaListagemUsuarios(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(usuariosListQuery, url);
