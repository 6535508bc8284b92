/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioEmpresas,
  exportaExcelEmpresas,
  exportaListagemEmpresas,
  getBuscaColunasUsuarioEmpresasQueryOptions,
  getListaEmpresasQueryOptions,
} from '@generated/api/empresas/empresas';
import type { Empresa } from '@generated/api/model';
import { planosReference } from '@generated/tables/references/planos';
import { servidoresReference } from '@generated/tables/references/servidores';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Clientes asks the API for. */
export const empresasListQuery: ResourceListQuery<Empresa> = {
  filters: [
    { name: 'acessoLimitado', label: 'Acesso limitado', kind: 'boolean' },
    { name: 'planoId', label: 'Plano', kind: 'reference', reference: planosReference },
    { name: 'servidorId', label: 'Servidor', kind: 'reference', reference: servidoresReference },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaEmpresasQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioEmpresasQueryOptions,
    saveColumns: alteraColunasUsuarioEmpresas,
    exportExcel: (params, options) => exportaExcelEmpresas(params, options),
    exportPdf: (params, options) => exportaListagemEmpresas(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(empresasListQuery, url);
