/**
 * generated — do not edit. Source: codegen/resources.yaml (npm run generate).
 */
import type { Pais } from '@generated/api/model';
import { paisesResource } from '@generated/tables/resources';
import { type ListPageConfig, ResourceListPage } from '@/kit';
import { formatDateTime } from '@/lib/format/date';
import { paisesListQuery } from './list-query';

const config: ListPageConfig<Pais> = {
  resource: paisesResource,
  columns: [
    {
      id: 'codigoBacen',
      header: 'Código BACEN',
      cell: (record) => record.codigoBacen,
      sortField: 'codigoBacen',
      overflow: 'nowrap',
    },
    {
      id: 'nome',
      header: 'Nome',
      cell: (record) => record.nome,
      sortField: 'nome',
      overflow: 'truncate',
      opensRecord: true,
    },
    {
      id: 'sigla',
      header: 'Sigla',
      cell: (record) => record.sigla,
      sortField: 'sigla',
      overflow: 'truncate',
    },
    {
      id: 'createdAt',
      header: 'Criado em',
      cell: (record) => formatDateTime(record.createdAt),
      sortField: 'createdAt',
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
    {
      id: 'updatedAt',
      header: 'Alterado em',
      cell: (record) => formatDateTime(record.updatedAt),
      sortField: 'updatedAt',
      hiddenByDefault: true,
      overflow: 'nowrap',
    },
  ],
  ...paisesListQuery,
  recordLabel: (record) => record.nome,
};

/** List page: Países. */
export function PaisesListPage() {
  return <ResourceListPage config={config} />;
}

export { prefetchList } from './list-query';
