/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import {
  alteraColunasUsuarioFiliais,
  exportaExcelFiliais,
  exportaListagemFiliais,
  getBuscaColunasUsuarioFiliaisQueryOptions,
  getListaFiliaisQueryOptions,
} from '@generated/api/filiais/filiais';
import type { Filial } from '@generated/api/model';
import { empresasReference } from '@generated/tables/references/empresas';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Filiais asks the API for. */
export const filiaisListQuery: ResourceListQuery<Filial> = {
  filters: [{ name: 'empresaId', label: 'Cliente', kind: 'reference', reference: empresasReference }],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaFiliaisQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioFiliaisQueryOptions,
    saveColumns: alteraColunasUsuarioFiliais,
    exportExcel: (params, options) => exportaExcelFiliais(params, options),
    exportPdf: (params, options) => exportaListagemFiliais(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(filiaisListQuery, url);
