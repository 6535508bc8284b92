/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Unidade } from '@generated/api/model';
import {
  alteraColunasUsuarioUnidades,
  exportaExcelUnidades,
  exportaListagemUnidades,
  getBuscaColunasUsuarioUnidadesQueryOptions,
  getListaUnidadesQueryOptions,
} from '@generated/api/unidades/unidades';
import { empresasReference } from '@generated/tables/references/empresas';
import { filiaisReference } from '@generated/tables/references/filiais';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Unidades asks the API for. */
export const unidadesListQuery: ResourceListQuery<Unidade> = {
  filters: [
    { name: 'empresaId', label: 'Cliente', kind: 'reference', reference: empresasReference },
    {
      name: 'filialId',
      label: 'Filial',
      kind: 'reference',
      reference: filiaisReference,
      dependsOn: { field: 'empresaId', param: 'empresaId' },
    },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaUnidadesQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioUnidadesQueryOptions,
    saveColumns: alteraColunasUsuarioUnidades,
    exportExcel: (params, options) => exportaExcelUnidades(params, options),
    exportPdf: (params, options) => exportaListagemUnidades(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(unidadesListQuery, url);
