/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { PracaPedagio } from '@generated/api/model';
import {
  alteraColunasUsuarioPracasPedagio,
  exportaExcelPracasPedagio,
  exportaListagemPracasPedagio,
  getBuscaColunasUsuarioPracasPedagioQueryOptions,
  getListaPracasPedagioQueryOptions,
} from '@generated/api/praca-pedagio/praca-pedagio';
import { sentidoPracaPedagioOptions } from '@generated/tables/enums';
import { cidadesReference } from '@generated/tables/references/cidades';
import { prefetchResourceList, type ResourceListQuery } from '@/kit';
import type { ListPrefetch } from '@/lib/resources/resource-info';

/** What the list of Praças de pedágio asks the API for. */
export const pracasPedagioListQuery: ResourceListQuery<PracaPedagio> = {
  filters: [
    { name: 'uf', label: 'UF', kind: 'uf' },
    {
      name: 'cidadeId',
      label: 'Cidade',
      kind: 'reference',
      reference: cidadesReference,
      dependsOn: { field: 'uf', param: 'uf' },
    },
    { name: 'rodovia', label: 'Rodovia', kind: 'upper', maxLength: 7 },
    { name: 'concessionaria', label: 'Concessionária', kind: 'upper' },
    { name: 'sentido', label: 'Sentido', kind: 'enum', options: sentidoPracaPedagioOptions },
  ],
  defaultSort: 'nome,asc',
  listQuery: (params) => getListaPracasPedagioQueryOptions(params),
  listCalls: {
    columnsQuery: getBuscaColunasUsuarioPracasPedagioQueryOptions,
    saveColumns: alteraColunasUsuarioPracasPedagio,
    exportExcel: (params, options) => exportaExcelPracasPedagio(params, options),
    exportPdf: (params, options) => exportaListagemPracasPedagio(params, options),
  },
};

/** Starts the list's requests for a URL of the page (the route's loader calls it). */
export const prefetchList: ListPrefetch = (url) => prefetchResourceList(pracasPedagioListQuery, url);
