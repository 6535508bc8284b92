/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Plano } from '@generated/api/model';
import {
  alteraColunasUsuarioPlanos,
  exportaExcelPlanos,
  exportaListagemPlanos,
  getBuscaColunasUsuarioPlanosQueryOptions,
  getListaPlanosQueryOptions,
} from '@generated/api/planos/planos';
import { modulosReference } from '@generated/tables/references/modulos';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Planos asks the API for. */
export const planosListQuery: ResourceListQuery<Plano> = {
  filters: [
    { name: 'valorMinimo', label: 'Valor mínimo', kind: 'currency' },
    { name: 'valorMaximo', label: 'Valor máximo', kind: 'currency' },
    { name: 'moduloId', label: 'Módulo', kind: 'reference', reference: modulosReference },
  ],
  defaultSort: 'descricao,asc',
  listQuery: (params) => getListaPlanosQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioPlanosQueryOptions,
    saveColumns: alteraColunasUsuarioPlanos,
    exportExcel: (params, options) => exportaExcelPlanos(params, options),
    exportPdf: (params, options) => exportaListagemPlanos(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(planosListQuery, url);
